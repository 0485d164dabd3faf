/**
 * The journal bar and breadcrumb at 390 px in Chromium (docs/product/sites-and-frame.md#breadcrumb, #journal-bar): on
 * a PLOS Medicine article page, in zh and en, neither makes the page scroll sideways (the bar scrolls inside itself,
 * the breadcrumb shortens its steps), neither covers the article's title or another's text, the bar's links stay
 * reachable, and axe-core (WCAG 2.2 AA tags) finds no serious or critical violation in the page's main content
 * (which holds both). Runs on the
 * worker's shared stack and Chromium (helpers/browser-stack.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { requireChromium } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('journal bar browser test');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe.skipIf(!hasChromium)('journal bar and breadcrumb at 390 px', () => {
  const env = useBrowserStack();

  it.each(['zh', 'en'] as const)(
    'an article page in %s: no sideways scroll, nothing covered, no serious axe violation',
    async (lang) => {
      const res = await env.stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: 'plosmed.localhost', 'content-type': 'application/json' },
        payload: { query: '{ site { id publication { latestIssue { articles { id } } } } }' },
      });
      const site = res.json().data.site as { id: number; publication: { latestIssue: { articles: { id: number }[] } } };
      const articleId = site.publication.latestIssue.articles[0]!.id;
      const page = await env.open('plosmed', `/article/id/${site.id}/${articleId}/${lang}`, 390, 844);
      try {
        const bar = page.getByTestId('journal-nav');
        const crumbs = page.getByTestId('breadcrumb');
        await expect.poll(() => bar.isVisible()).toBe(true);
        expect(await crumbs.isVisible()).toBe(true);
        // the page itself never scrolls sideways
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
        const barBox = (await bar.boundingBox())!;
        const crumbBox = (await crumbs.boundingBox())!;
        const h1Box = (await page.locator('main h1').first().boundingBox())!;
        for (const b of [barBox, crumbBox]) {
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width).toBeLessThanOrEqual(390);
        }
        // bar, breadcrumb and title each have their own rows
        expect(overlaps(barBox, crumbBox)).toBe(false);
        expect(overlaps(crumbBox, h1Box)).toBe(false);
        expect(overlaps(barBox, h1Box)).toBe(false);
        // nothing lies on top of them: the element at each one's centre is inside it
        const onTop = await page.evaluate(() =>
          ['journal-nav', 'breadcrumb'].map((id) => {
            const el = document.querySelector(`[data-testid="${id}"]`)!;
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + 8, r.top + r.height / 2);
            return hit !== null && el.contains(hit);
          }),
        );
        expect(onTop).toEqual([true, true]);
        // the bar's last link can be scrolled into view inside the bar
        const last = bar.getByRole('link').last();
        await last.scrollIntoViewIfNeeded();
        const lastBox = (await last.boundingBox())!;
        expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(391);
        // the page's content with the bar and breadcrumb (the whole page's frame: a11y-phone.test.ts)
        const axe = await new AxeBuilder({ page })
          .include('main')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        expect(serious).toEqual([]);
      } finally {
        await page.close();
      }
    },
    180_000,
  );
});
