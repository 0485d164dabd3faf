/**
 * Usage counts in Chromium (docs/product/usage.md, Article usage and Rankings): a reader opens an
 * article page (its usage line appears after hydration with the counts, 'No views in the last 12 months' where the
 * 12-month chart would be empty, the chart once the view is counted, and the XML download, and no GraphQL request is
 * sent), scrolls to the full text and downloads the XML; the rankings page then lists the
 * article. /rank at 1440 and 390 px in zh and en: server-rendered, no horizontal scroll, no console error; a bad
 * window or journal is the 404 page. Screenshots go to SHOTS_DIR when set.
 *
 * Own stack: usage counts are written every 0.2 s (RC_PUB_USAGE_FLUSH_SECONDS) so the page shows them at once, and views change the counts other files read.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');
/** A reader's browser: headless Chromium names itself HeadlessChrome, which isbot (rightly) takes for a robot. */
const READER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe.skipIf(!hasChromium)('usage counts and rankings in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  let siteId: number;
  let articleId: number;

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack({ rcPubEnv: { RC_PUB_USAGE_FLUSH_SECONDS: '0.2' } }));
    browser = await launchChromium();
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'plosmed.localhost', 'content-type': 'application/json' },
      payload: { query: '{ site { id publication { latestIssue { articles { id } } } } }' },
    });
    const data = res.json().data;
    siteId = data.site.id;
    articleId = data.site.publication.latestIssue.articles.at(-1).id;
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const stats = async () =>
    (await request(stack.rcPubUrl).get('/rc-pub/front/front-article/statistics').query({ id: articleId })).body.data;

  it('counts a reader’s page view, full-text view and download, and shows the usage line', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, userAgent: READER_UA });
    const watch = watchPage(page);
    const res = await page.goto(`http://plosmed.localhost:${port}/article/id/${siteId}/${articleId}/en`, {
      waitUntil: 'networkidle',
    });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    const line = page.locator('[data-testid="article-usage"]');
    await line.waitFor();
    expect(await line.textContent()).toMatch(/Abstract views \d+/);
    // nothing counted yet: a short line, not a row of empty bars
    expect(await line.getByText('No views in the last 12 months').count()).toBe(1);
    expect(await page.locator('[data-testid="usage-chart"]').count()).toBe(0);
    await expect.poll(async () => (await stats()).abstractViews, { timeout: 10_000 }).toBe(1);
    await page.locator('#full-text').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await stats()).fulltextViews, { timeout: 10_000 }).toBe(1);
    // the XML of the article's downloads list
    const download = page.locator('[data-testid="download-jats"] a');
    expect(await download.getAttribute('href')).toBe(`/rc-pub/front/files/download?kind=xml&articleId=${articleId}`);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.xml$/);
    await expect.poll(async () => (await stats()).downloads, { timeout: 10_000 }).toBe(1);
    if (process.env.SHOTS_DIR) await line.screenshot({ path: join(process.env.SHOTS_DIR, 'usage-line-1440-en.png') });
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('/rank at %i px in %s lists the article read', async (width, lang) => {
    const page = await browser.newPage({ viewport: { width, height: 900 }, userAgent: READER_UA });
    const watch = watchPage(page);
    const res = await page.goto(`http://plos.localhost:${port}/rank/${lang}?metric=views&window=3m&w=${width}`, {
      waitUntil: 'networkidle',
    });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.title()).toMatch(lang === 'zh' ? /^排行榜 - / : /^Rankings - /);
    const entries = page.locator('[data-testid="rank-entry"]');
    expect(await entries.count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator(`[data-testid="rank-entry"] [data-article-id="${articleId}"]`).count()).toBe(1);
    expect(await page.locator('[data-testid="rank-windows"] a').count()).toBe(5);
    expect(await page.locator('[data-testid="rank-journals"] a').count()).toBeGreaterThan(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: join(process.env.SHOTS_DIR, `rank-${width}-${lang}.png`), fullPage: true });
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });

  it('answers the 404 page for a bad window, an unknown journal or a menu id that is no rank item', async () => {
    for (const q of ['window=5y', 'journal=2147483647', 'columnId=2147483647', 'metric=likes']) {
      const res = await request(stack.gateway.server).get(`/rank/en?${q}`).set('host', 'plos.localhost');
      expect(res.status, q).toBe(404);
      expect(res.text, q).toContain('could not be found');
    }
  });
});
