/**
 * The footer's theme (the footer config's backgroundColor, docs/product/sites-and-frame.md#footer): #ebebeb (any case, the default when unset) is the
 * light theme; anything else is dark, painted on the configured colour only when white text on it reaches 4.5:1
 * (WCAG 2.2 AA), else on the default dark colour, so a configured light grey never gives white-on-light text.
 */
import { describe, expect, it } from 'vitest';
import { DARK_FOOTER_BACKGROUND, paintBackground } from '../../server/src/graphql/resolvers/FooterConfig.js';

describe('FooterConfig.paintBackground', () => {
  it.each([
    ['#ebebeb', '#ebebeb'],
    ['#EBEBEB', '#ebebeb'],
    ['', '#ebebeb'],
    [null, '#ebebeb'],
    ['#2b2b2b', '#2b2b2b'],
    ['#123', '#123'],
    ['#1E3A5F', '#1e3a5f'],
    ['#ffffff', DARK_FOOTER_BACKGROUND],
    ['#cccccc', DARK_FOOTER_BACKGROUND],
    ['red; background: url(x)', DARK_FOOTER_BACKGROUND],
    ['navy', DARK_FOOTER_BACKGROUND],
  ] as const)('%j → %s', (configured, painted) => {
    expect(paintBackground(configured)).toBe(painted);
  });
});
