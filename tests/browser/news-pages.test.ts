/**
 * The news pages in Chromium (docs/product/content.md /news, /newsInfo, /newsDetails; news tabs): at 1440 px and 390 px,
 * in zh and en, each page hydrates without a console error or a GraphQL request, nothing scrolls sideways, the list
 * shows its items, and a click on another tab loads that tab's list in the browser. Full-page screenshots go to
 * SHOTS_DIR (default /tmp/shots-news) for looking at them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-news';

describe.skipIf(!hasChromium)('news pages in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  let siteId: number;
  let newNews: number;
  let reprintId: number;

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack());
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'language=zh' },
      body: JSON.stringify({
        query: '{ site(sld: "plosone") { id nav { id code } newsList(size: 20) { items { id original } } } }',
      }),
    });
    const { data } = (await res.json()) as {
      data: {
        site: {
          id: number;
          nav: { id: number; code: string }[];
          newsList: { items: { id: number; original: boolean }[] };
        };
      };
    };
    siteId = data.site.id;
    newNews = data.site.nav.find((n) => n.code === 'newNews')!.id;
    reprintId = data.site.newsList.items.find((n) => !n.original)!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const cases = [
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const;

  it.each(cases)('/news at %i px in %s: tabs, list, pager; another tab loads in place', async (width, lang) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const watch = watchPage(page);
    const base = `http://plosone.localhost:${port}`;
    const res = await page.goto(`${base}/news?type=news&lang=${lang}`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.locator('[data-testid="news-item"]').count()).toBe(10);
    await expect.poll(() => page.locator('[data-testid="news-pager"]').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, `news-${width}-${lang}.png`), fullPage: true });
    expect(watch.graphqlRequests).toEqual([]);
    await page.locator('[data-testid="news-tabs"] a[data-key="announcement"]').click();
    await page.waitForURL(/type=announcement/);
    await expect.poll(() => page.locator('[data-testid="news-item"]').count()).toBe(3);
    await page.close();
    expect(watch.errors).toEqual([]);
  });

  it.each(cases)('/newsInfo and /newsDetails at %i px in %s', async (width, lang) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const watch = watchPage(page);
    const base = `http://plosone.localhost:${port}`;
    const res = await page.goto(`${base}/newsInfo/${siteId}/${newNews}/channel/0/0/${lang}`, {
      waitUntil: 'networkidle',
    });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.locator('[data-testid="news-item"]').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, `newsinfo-${width}-${lang}.png`), fullPage: true });
    const detail = await page.goto(`${base}/newsDetails/${siteId}/${reprintId}/${lang}`, { waitUntil: 'networkidle' });
    expect(detail?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    await expect
      .poll(() => page.locator('[data-testid="news-original"]').textContent())
      .toBe(lang === 'zh' ? '转载' : 'Reprint');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, `newsdetail-${width}-${lang}.png`), fullPage: true });
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });
});
