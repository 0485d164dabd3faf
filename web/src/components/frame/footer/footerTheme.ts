/**
 * Footer theme (the footer config's backgroundColor, docs/product/sites-and-frame.md#footer: #ebebeb selects the light theme, anything else the dark one;
 * the gateway paints a dark one only on a colour dark enough for white text, FooterConfig.paintBackground) and the
 * logo margin (55 px right margin when the window is under 1310 px wide). Text colours keep a contrast of at least
 * 4.5:1 (WCAG 2.2 SC 1.4.3) on the painted background: a dark footer painted in a colour near the gateway's limit
 * gets white text instead of the softer greys.
 */

/** WCAG relative luminance of `#rgb`/`#rrggbb`; null for another form. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const s = parseInt(h.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours (`#rrggbb`); 1 when either is unreadable. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  if (x === null || y === null) return 1;
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Normal text's minimum contrast (WCAG 2.2 SC 1.4.3, AA). */
export const MIN_CONTRAST = 4.5;

/** The first of `candidates` with at least {@link MIN_CONTRAST} on `background`, else the last. */
function readable(background: string, candidates: string[]): string {
  return candidates.find((c) => contrast(c, background) >= MIN_CONTRAST) ?? candidates[candidates.length - 1]!;
}

/**
 * Text colours of the footer: main text, and secondary text (registration numbers, counters, sitemap, legal
 * links), each at least 4.5:1 on `background` (the painted colour; the theme's usual one when not given).
 */
export function footerText(light: boolean, background?: string | null): { color: string; muted: string } {
  if (light) {
    const bg = background ?? '#ebebeb';
    return { color: readable(bg, ['#1f2328', '#000000']), muted: readable(bg, ['#4a4f57', '#1f2328', '#000000']) };
  }
  const bg = background ?? '#2b2f36';
  return { color: readable(bg, ['#f3f4f6', '#ffffff']), muted: readable(bg, ['#d1d5db', '#f3f4f6', '#ffffff']) };
}

/** The window width under which the footer logo's right margin is 55 px. */
export const LOGO_MARGIN_BREAKPOINT = 1310;

/** Style of the logo block: 80 px right margin, 55 px under 1310 px. */
export const logoMarginCss = {
  marginRight: '80px',
  [`@media (max-width: ${LOGO_MARGIN_BREAKPOINT - 0.02}px)`]: { marginRight: '55px' },
} as const;
