/**
 * Footer contrast on both themes (docs/product/sites-and-frame.md#footer; WCAG 2.2 SC 1.4.3): on the light footer
 * (#ebebeb, plosone) and the dark one (www), every text and link, the legal links included, has a contrast of at
 * least 4.5:1 against the footer's painted background, computed from the rendered colours; axe-core's
 * color-contrast rule finds nothing in the footer either. Runs on the worker's shared stack and Chromium.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { requireChromium } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('footer contrast test');

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Every footer element with its own text: its text, colour, background and their contrast (computed in the page). */
function footerContrasts(): { text: string; ratio: number }[] {
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const lum = ([r, g, b]: number[]) => {
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
  };
  const background = (el: Element | null): string => {
    for (let e = el; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      const parts = rgb(bg);
      if (parts.length === 3 || (parts.length === 4 && parts[3]! > 0)) return bg;
    }
    return 'rgb(255, 255, 255)';
  };
  const footer = document.querySelector('footer');
  const out: { text: string; ratio: number }[] = [];
  for (const el of Array.from(footer?.querySelectorAll('*') ?? [])) {
    const own = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!own || (el as HTMLElement).getAttribute('aria-hidden') === 'true') continue;
    const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(rgb(background(el)))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    out.push({ text: own.slice(0, 30), ratio: Math.round(ratio * 100) / 100 });
  }
  return out;
}

describe.skipIf(!hasChromium)('footer contrast', () => {
  const env = useBrowserStack();

  it.each([
    ['light', 'plosone', '/homeNav/plosone'],
    ['dark', 'www', '/homeNav/www'],
  ])(
    'every text and link of the %s footer is at least 4.5:1, and axe agrees',
    async (theme, sld, path) => {
      for (const lang of ['zh', 'en']) {
        const page = await env.open(sld, `${path}/${lang}`);
        expect(await page.getAttribute('footer', 'data-theme-footer')).toBe(theme);
        const contrasts = await page.evaluate(footerContrasts);
        expect(contrasts.length).toBeGreaterThan(5);
        expect(contrasts.filter((c) => c.text.length > 0).some((c) => /隐私政策|Privacy policy/.test(c.text))).toBe(
          true,
        );
        expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);
        await page.evaluate(AXE_SOURCE);
        const violations = await page.evaluate(() =>
          (
            window as unknown as {
              axe: { run(ctx: object, o: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
            }
          ).axe.run({ include: [['footer']] }, { runOnly: { type: 'rule', values: ['color-contrast'] } }),
        );
        expect(violations.violations.map((v) => v.id)).toEqual([]);
        await page.close();
      }
    },
    180_000,
  );
});
