/**
 * Footer theme (the footer config's backgroundColor, docs/product/sites-and-frame.md#footer: #ebebeb selects the light theme, anything else the dark one;
 * the gateway paints a dark one only on a colour dark enough for white text, FooterConfig.paintBackground) and the
 * logo margin (55 px right margin when the window is under 1310 px wide).
 */

/** Text colours of the footer: main text, and secondary text (registration numbers, counters, sitemap). */
export function footerText(light: boolean): { color: string; muted: string } {
  return light ? { color: '#1f2328', muted: '#4a4f57' } : { color: '#f3f4f6', muted: '#d1d5db' };
}

/** The window width under which the footer logo's right margin is 55 px. */
export const LOGO_MARGIN_BREAKPOINT = 1310;

/** Style of the logo block: 80 px right margin, 55 px under 1310 px. */
export const logoMarginCss = {
  marginRight: '80px',
  [`@media (max-width: ${LOGO_MARGIN_BREAKPOINT - 0.02}px)`]: { marginRight: '55px' },
} as const;
