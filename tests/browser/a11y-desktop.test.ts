/**
 * Accessibility at 1440 px (docs/product/sites-and-frame.md, "Accessible (WCAG 2.2 AA)"): axe-core finds no serious
 * or critical violation on the home page of a single site and of www, a journal page (/newPeriodIntroduce), a table
 * of contents (/newAcademic directory), two article pages (figure and table; formula), search results (/article?searchText=), the advanced search
 * (/seniorSearch), the news list (/news), a 404 and the error page (/errorPage), in zh and en
 * (tests/browser/helpers/a11y.ts; 390 px: a11y-phone.test.ts). A reduced-motion context
 * (`prefers-reduced-motion: reduce`) runs no CSS transition or animation. Skipped with a notice when Chromium is
 * absent, failed under CI=true (helpers/chromium.ts). Runs on the worker's shared stack and Chromium.
 */
import { describe, expect, it } from 'vitest';
import { hydrated, requireChromium } from '../web/helpers/chromium.js';
import { expectNoViolations, useA11yPages } from './helpers/a11y.js';

const hasChromium = requireChromium('a11y browser test');

describe.skipIf(!hasChromium)('WCAG 2.2 AA in Chromium at 1440 px (axe-core)', () => {
  const a = useA11yPages();

  it.each(['zh', 'en'])(
    'no serious or critical violation at 1440 px in %s',
    (lang) => expectNoViolations(a.browser, a.port, a.ids, 1440, lang),
    300_000,
  );

  it('prefers-reduced-motion: reduce stops CSS transitions and animations', async () => {
    const context = await a.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://plosone.localhost:${a.port}/homeNav/plosone/en`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(true);
    const moving = await page.evaluate(() => {
      const secs = (v: string) =>
        Math.max(...v.split(',').map((s) => parseFloat(s) * (s.trim().endsWith('ms') ? 0.001 : 1)));
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const cs = getComputedStyle(el);
        const t = secs(cs.transitionDuration);
        const a = cs.animationName !== 'none' ? secs(cs.animationDuration) : 0;
        if (t > 0.01 || a > 0.01) out.push(`${el.tagName}.${String(el.className).slice(0, 40)} t=${t} a=${a}`);
      }
      return out;
    });
    await context.close();
    expect(moving.slice(0, 20)).toEqual([]);
  }, 120_000);
});
