/**
 * Footer text colours (web/src/components/frame/footer/footerTheme.ts; docs/product/sites-and-frame.md#footer): on
 * every background the gateway paints (server/src/graphql/resolvers/FooterConfig.ts paintBackground: #ebebeb, or a
 * configured colour dark enough for white text, else #2b2b2b), the main and the secondary text (legal links,
 * registration numbers, sitemap) keep a contrast of at least 4.5:1 (WCAG 2.2 SC 1.4.3).
 */
import { describe, expect, it } from 'vitest';
import { paintBackground } from '../../server/src/graphql/resolvers/FooterConfig.js';
import { contrast, footerText } from '../../web/src/components/frame/footer/footerTheme.js';

const CONFIGURED = ['#ebebeb', '#2b2b2b', '#000000', '#1a5fb4', '#0b6e4f', '#707070', '#7a2e8e', '#c01c28', '#ffffff'];

describe('footer text contrast', () => {
  it.each(CONFIGURED)('configured %s: both text colours are at least 4.5:1 on the painted background', (configured) => {
    const bg = paintBackground(configured);
    const light = bg === '#ebebeb';
    const { color, muted } = footerText(light, bg);
    expect(contrast(color, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(muted, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('a dark colour near the painting limit gets white secondary text instead of the soft grey', () => {
    // #707070 is just dark enough to be painted; #d1d5db on it would be about 3.1:1
    expect(paintBackground('#707070')).toBe('#707070');
    expect(contrast('#d1d5db', '#707070')).toBeLessThan(4.5);
    expect(footerText(false, '#707070').muted).toBe('#ffffff');
    expect(footerText(false, '#2b2f36')).toEqual({ color: '#f3f4f6', muted: '#d1d5db' });
  });
});
