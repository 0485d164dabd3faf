/**
 * /rssList in Chromium (docs/product/citation-and-harvest.md; issue 12 feeds): at 1440 px and 390 px, in zh and en, the page hydrates without a
 * console error or a GraphQL request, nothing scrolls sideways, and every journal's heading is visible. Set
 * SHOTS_DIR to keep a full-page screenshot of each (for looking at it).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrated, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('browser test');

describe.skipIf(!hasChromium)('/rssList in Chromium', () => {
  const env = useBrowserStack();

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('at %i px in %s', async (width, lang) => {
    const page = await env.browser.newPage({ viewport: { width, height: 900 } });
    const watch = watchPage(page);
    const res = await page.goto(`http://zhdemo.localhost:${env.port}/rssList/${lang}`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.title()).toMatch(lang === 'zh' ? /^RSS 订阅 - / : /^RSS feeds - /);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const headings = page.locator('[data-testid="feed-journal"] h3');
    expect(await headings.count()).toBeGreaterThan(1);
    await expect.poll(() => headings.last().isVisible()).toBe(true);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: join(process.env.SHOTS_DIR, `rsslist-${width}-${lang}.png`), fullPage: true });
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });
});
