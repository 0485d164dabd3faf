/**
 * Themes (docs/product/sites-and-frame.md#theme-colours): the 11 preset colour ids each carry the five colours (primary, hover, other,
 * background opacity, bottom line), colour 0 is derived from colour1-3 with the 0.8 and 0.1 opacities, and the web
 * frame turns every one of them into a CSS variable. Grayscale scopes (docs/product/sites-and-frame.md#grayscale): 0 none, 1 the page body, other the page.
 */
import { describe, expect, it } from 'vitest';
import { parseHex, siteTheme, THEME_PRESETS, type Theme } from '../../server/src/domain/theme.js';
import { initialsSvg, siteInitials } from '../../server/src/routes/favicon.js';
import { grayScope, THEME_VARS, themeVars } from '../../web/src/components/frame/theme.js';

const HEX = /^#[0-9a-f]{6}$/;
const RGBA = /^rgba\((\d{1,3}), (\d{1,3}), (\d{1,3}), (0\.8|0\.1)\)$/;

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex)!.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** `rgba(…, alpha)` of a hex colour, as the table must hold it. */
function rgbaOf(hex: string, alpha: string): string {
  const [r, g, b] = parseHex(hex)!;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

describe('preset colour schemes (docs/product/sites-and-frame.md#theme-colours)', () => {
  const ids = Object.keys(THEME_PRESETS).map(Number);

  it('has exactly the ids 1 to 11', () => {
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it.each(ids)(
    'preset %i has the five scheme colours: primary, hover 0.8, other, background 0.1, bottom line',
    (id) => {
      const p = THEME_PRESETS[id]!;
      expect(Object.keys(p).sort()).toEqual(['background', 'bottomLine', 'hover', 'other', 'primary']);
      expect(p.primary).toMatch(HEX);
      expect(p.other).toMatch(HEX);
      expect(p.bottomLine).toMatch(HEX);
      expect(p.hover).toBe(rgbaOf(p.primary, '0.8'));
      expect(p.background).toBe(rgbaOf(p.primary, '0.1'));
      expect(p.other).not.toBe(p.primary);
      // white menu text on the primary bar stays readable (WCAG 2.2 AA, 4.5:1)
      expect(contrastWithWhite(p.primary)).toBeGreaterThanOrEqual(4.5);
      expect(siteTheme(id)).toEqual({ colourId: id, ...p });
    },
  );

  it('gives every preset its own primary colour', () => {
    expect(new Set(ids.map((id) => THEME_PRESETS[id]!.primary)).size).toBe(11);
  });
});

describe('colour 0: custom colours from colour1-3 (docs/product/sites-and-frame.md#custom-colours)', () => {
  it('takes primary from colour1, hover (0.8) and other from colour2, background (0.1) from colour1, the line from colour3', () => {
    expect(siteTheme(0, '#0E6B63', '#1f8f84', '#e07a1f')).toEqual({
      colourId: 0,
      primary: '#0e6b63',
      hover: 'rgba(31, 143, 132, 0.8)',
      other: '#1f8f84',
      background: 'rgba(14, 107, 99, 0.1)',
      bottomLine: '#e07a1f',
    });
  });

  it('fills a missing colour2 or colour3 from colour1, and accepts #rgb', () => {
    const t = siteTheme(0, '#abc', null, 'nonsense');
    expect(t).toMatchObject({ primary: '#aabbcc', other: '#aabbcc', bottomLine: '#aabbcc' });
    expect(t.hover).toBe('rgba(170, 187, 204, 0.8)');
    expect(t.background).toBe('rgba(170, 187, 204, 0.1)');
  });

  it('falls back to preset 1 without a usable colour1, and for unknown or missing ids', () => {
    for (const t of [siteTheme(0, null), siteTheme(0, 'red'), siteTheme(12), siteTheme(-1), siteTheme(null)])
      expect(t).toEqual({ colourId: 1, ...THEME_PRESETS[1] });
  });

  it('every derived colour is a valid CSS colour', () => {
    const t = siteTheme(0, '#112233', '#445566', '#778899');
    for (const v of [t.hover, t.background]) expect(v).toMatch(RGBA);
  });
});

describe('the frame applies every theme colour as a CSS variable', () => {
  it('sets one variable per scheme colour, with the resolved values', () => {
    const theme: Theme = siteTheme(0, '#0e6b63', '#1f8f84', '#e07a1f');
    const vars = themeVars(theme) as Record<string, string>;
    expect(Object.keys(vars).sort()).toEqual(Object.values(THEME_VARS).sort());
    expect(vars).toEqual({
      '--theme-primary': '#0e6b63',
      '--theme-hover': 'rgba(31, 143, 132, 0.8)',
      '--theme-other': '#1f8f84',
      '--theme-background': 'rgba(14, 107, 99, 0.1)',
      '--theme-bottom-line': '#e07a1f',
    });
  });

  it('names a variable for every colour the gateway resolves', () => {
    const fields = Object.keys(siteTheme(1)).filter((k) => k !== 'colourId');
    expect(Object.keys(THEME_VARS).sort()).toEqual(fields.sort());
  });
});

describe('grayscale scopes (docs/product/sites-and-frame.md#grayscale)', () => {
  it.each([
    [0, 'none'],
    [1, 'body'],
    [2, 'page'],
    [3, 'page'],
    [-1, 'page'],
  ] as const)('grayType %i greys %s', (grayType, scope) => {
    expect(grayScope(grayType)).toBe(scope);
  });
});

describe('generated favicon (server/src/routes/favicon.ts)', () => {
  it.each([
    ['PLOS Medicine', 'PM'],
    ['Journal of Open Source Education', 'JO'],
    ['Revista de Saúde Pública', 'RS'],
    ['eLife', 'E'],
    ['中文演示期刊群（演示）', '中'],
    ['', ''],
  ])('%s gives the initials %s', (name, initials) => {
    expect(siteInitials(name)).toBe(initials);
  });

  it('draws the initials in white on the primary colour, escaped, and refuses a colour that is not #rrggbb', () => {
    const svg = initialsSvg('PM', '#0f6f7c');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<rect width="64" height="64" rx="12" fill="#0f6f7c"/>');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('>PM</text>');
    expect(initialsSvg('<&', 'red"/><script>')).toContain('fill="#1e5aa8"');
    expect(initialsSvg('<&', '#0f6f7c')).toContain('>&lt;&amp;</text>');
  });
});
