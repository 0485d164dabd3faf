/**
 * Theme colours (docs/product/sites-and-frame.md#theme-colours): 11 preset colour ids, each with primary, hover, other, background-opacity and bottom-line
 * colours; 0 = custom, derived from the site record's colour1, colour2 and colour3 (docs/product/sites-and-frame.md#custom-colours) with 0.8 and 0.1
 * opacities. The table below gives each preset its five colours, one
 * readable colour family per preset, each primary dark enough for white text on it (WCAG AA, 4.5:1).
 */

/** Theme colours as CSS colour strings (primary, hover, other, background opacity, bottom line). */
export interface Theme {
  colourId: number;
  /** Main colour: header bar, links, active items. */
  primary: string;
  /** Hover colour: the primary at 0.8 opacity (custom: colour2 at 0.8). */
  hover: string;
  /** The scheme's second colour: secondary buttons, tags, sub-headings. */
  other: string;
  /** Background tint: the primary at 0.1 opacity. */
  background: string;
  /** Bottom line under headings and tabs. */
  bottomLine: string;
}

/** One preset with its five colours (`background` = the "background opacity" colour). */
export type ThemePreset = Omit<Theme, 'colourId'>;

/** rgba() of a #rrggbb colour, for the literal preset table. */
function rgba(hex: string, alpha: number): string {
  return withOpacity(hex, alpha);
}

function preset(primary: string, other: string, bottomLine: string): ThemePreset {
  return { primary, hover: rgba(primary, 0.8), other, background: rgba(primary, 0.1), bottomLine };
}

/** The 11 preset ids 1-11, each with its five colours. */
export const THEME_PRESETS: Readonly<Record<number, ThemePreset>> = {
  1: preset('#1e5aa8', '#3b7dd8', '#f0a30a'), // blue, amber line
  2: preset('#b7282e', '#d9534f', '#e8b64c'), // red, gold line
  3: preset('#1f7a4a', '#2e9e63', '#9bc53d'), // green, lime line
  4: preset('#0f6f7c', '#178f9f', '#f2c14e'), // teal, yellow line
  5: preset('#5b3a94', '#7a55b8', '#d4a017'), // purple, gold line
  6: preset('#b34f0a', '#d9731f', '#1e5aa8'), // orange, blue line
  7: preset('#1d3a6e', '#2f5597', '#c9a227'), // navy, gold line
  8: preset('#7d1f2c', '#a3303f', '#c9a227'), // burgundy, gold line
  9: preset('#0b6aa6', '#2a8fd0', '#5cc8ff'), // sky blue, light-blue line
  10: preset('#6d4c2f', '#8f6a45', '#c8a165'), // brown, sand line
  11: preset('#37474f', '#546e7a', '#90a4ae'), // slate, grey line
};

/** Default preset when a site names an unknown id or unusable custom colours. */
export const DEFAULT_THEME_ID = 1;

/** Opacity of the hover colour (0.8). */
export const HOVER_OPACITY = 0.8;
/** Opacity of the background tint (0.1). */
export const BACKGROUND_OPACITY = 0.1;

/** Parses #rgb or #rrggbb into [r, g, b]; null when not a hex colour. */
export function parseHex(colour: string | null | undefined): [number, number, number] | null {
  const m = colour?.trim().match(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!m?.[1]) return null;
  const h =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** `rgba(r, g, b, alpha)` of a hex colour. */
export function withOpacity(hex: string, alpha: number): string {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  return `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${alpha})`;
}

/** `#rrggbb` (lower case) of a valid hex colour, else null. */
function normalise(hex: string | null | undefined): string | null {
  const rgb = parseHex(hex);
  return rgb ? `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}` : null;
}

function fromPreset(id: number): Theme {
  const colourId = THEME_PRESETS[id] ? id : DEFAULT_THEME_ID;
  return { colourId, ...(THEME_PRESETS[colourId] as ThemePreset) };
}

/**
 * Theme of a site (colour, colour1-3; docs/product/sites-and-frame.md#theme-colours). Preset 1-11 → that preset. 0 → custom: primary colour1,
 * hover colour2 at 0.8 opacity (colour1 when colour2 is missing), other colour2 (colour1 when missing), background
 * colour1 at 0.1 opacity, bottom line colour3 (colour1 when missing). A custom theme without a valid colour1, or an
 * unknown id, falls back to preset 1.
 */
export function siteTheme(
  colour: number | null | undefined,
  colour1?: string | null,
  colour2?: string | null,
  colour3?: string | null,
): Theme {
  if (colour === 0) {
    const primary = normalise(colour1);
    if (!primary) return fromPreset(DEFAULT_THEME_ID);
    const second = normalise(colour2) ?? primary;
    return {
      colourId: 0,
      primary,
      hover: withOpacity(second, HOVER_OPACITY),
      other: second,
      background: withOpacity(primary, BACKGROUND_OPACITY),
      bottomLine: normalise(colour3) ?? primary,
    };
  }
  return fromPreset(typeof colour === 'number' ? colour : DEFAULT_THEME_ID);
}
