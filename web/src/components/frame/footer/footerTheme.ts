/**
 * Footer theme (SPEC §3 footer config backgroundColor: #ebebeb selects the light theme, anything else the dark one;
 * the gateway paints a dark one only on a colour dark enough for white text, FooterConfig.paintBackground) and the
 * logo margin of SPEC §9 (55 px right margin when the window is under 1310 px wide).
 */

/** Text colours of the footer: main text, and secondary text (registration numbers, counters, sitemap). */
export function footerText(light: boolean): { color: string; muted: string } {
  return light ? { color: '#1f2328', muted: '#4a4f57' } : { color: '#f3f4f6', muted: '#d1d5db' };
}

/** SPEC §9: the window width under which the footer logo's right margin is 55 px. */
export const LOGO_MARGIN_BREAKPOINT = 1310;

/** Style of the logo block: 80 px right margin, SPEC §9's 55 px under 1310 px (SPEC gives only the narrow value). */
export const logoMarginCss = {
  marginRight: '80px',
  [`@media (max-width: ${LOGO_MARGIN_BREAKPOINT - 0.02}px)`]: { marginRight: '55px' },
} as const;
