/** SPEC §9 theme colours: 11 presets, or 0 = custom from colour1-3 with 0.8 and 0.1 opacities. */

/** Theme colours as CSS colour strings. */
export interface Theme {
  colourId: number;
  primary: string;
  hover: string;
  background: string;
  bottomLine: string;
}

/** The 11 preset ids (1-11): primary and bottom-line colour; hover and background derive from primary. */
export const THEME_PRESETS: Readonly<Record<number, { primary: string; bottomLine: string }>> = {
  1: { primary: '#1e5aa8', bottomLine: '#f0a30a' },
  2: { primary: '#b7282e', bottomLine: '#e8b64c' },
  3: { primary: '#1f7a4a', bottomLine: '#9bc53d' },
  4: { primary: '#0f6f7c', bottomLine: '#f2c14e' },
  5: { primary: '#5b3a94', bottomLine: '#d4a017' },
  6: { primary: '#c25a0c', bottomLine: '#1e5aa8' },
  7: { primary: '#1d3a6e', bottomLine: '#c9a227' },
  8: { primary: '#7d1f2c', bottomLine: '#c9a227' },
  9: { primary: '#0b74b5', bottomLine: '#5cc8ff' },
  10: { primary: '#6d4c2f', bottomLine: '#c8a165' },
  11: { primary: '#37474f', bottomLine: '#90a4ae' },
};

/** Default preset when a site names an unknown id or unusable custom colours. */
export const DEFAULT_THEME_ID = 1;

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

function normalise(hex: string): string {
  const rgb = parseHex(hex)!;
  return `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

function fromPreset(id: number): Theme {
  const p = THEME_PRESETS[id] ?? THEME_PRESETS[DEFAULT_THEME_ID]!;
  const colourId = THEME_PRESETS[id] ? id : DEFAULT_THEME_ID;
  return {
    colourId,
    primary: p.primary,
    hover: withOpacity(p.primary, 0.8),
    background: withOpacity(p.primary, 0.1),
    bottomLine: p.bottomLine,
  };
}

/**
 * Theme of a site (SPEC §3 colour, colour1-3; SPEC §9). Preset 1-11 → that preset. 0 → custom: primary colour1,
 * hover colour2 at 0.8 opacity (colour1 when colour2 is missing), background colour1 at 0.1 opacity, bottom line
 * colour3 (colour1 when missing). A custom theme without a valid colour1, or an unknown id, falls back to preset 1.
 */
export function siteTheme(
  colour: number | null | undefined,
  colour1?: string | null,
  colour2?: string | null,
  colour3?: string | null,
): Theme {
  if (colour === 0) {
    if (!parseHex(colour1)) return fromPreset(DEFAULT_THEME_ID);
    const primary = normalise(colour1!);
    const hoverBase = parseHex(colour2) ? normalise(colour2!) : primary;
    const bottomLine = parseHex(colour3) ? normalise(colour3!) : primary;
    return {
      colourId: 0,
      primary,
      hover: withOpacity(hoverBase, 0.8),
      background: withOpacity(primary, 0.1),
      bottomLine,
    };
  }
  return fromPreset(typeof colour === 'number' ? colour : DEFAULT_THEME_ID);
}
