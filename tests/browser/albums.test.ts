/**
 * The album pages in Chromium (docs/product/content.md /newAlbumList, /newAlbumDetail; album tabs): at 1440 px and 390 px,
 * in zh and en, the aggregate site's album cards and an album page hydrate without a console error or a GraphQL
 * request, nothing scrolls sideways, a card opens its album and a tab opens its items (client navigation). Set
 * SHOTS_DIR to keep full-page screenshots (albums-list-*, albums-detail-*).
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');

describe.skipIf(!hasChromium)('album pages in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  /** The aggregate site's id and one of its menu items (the list page takes any of the site's menu items). */
  let site: number;
  let menu: number;

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack());
    browser = await launchChromium();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: `www.localhost:${port}` },
      body: JSON.stringify({ query: '{ site(sld: "www") { id nav { id } } }' }),
    });
    const body = (await res.json()) as { data: { site: { id: number; nav: { id: number }[] } } };
    site = body.data.site.id;
    menu = body.data.site.nav[0]!.id;
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const shot = async (page: import('playwright-core').Page, name: string) => {
    if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, name), fullPage: true });
  };

  // 180 s each: two page loads and a client navigation; the first also warms the page chunks on a loaded machine
  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)(
    'at %i px in %s',
    async (width, lang) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const watch = watchPage(page);
      const res = await page.goto(`http://www.localhost:${port}/newAlbumList/${site}/${menu}/${lang}`, {
        waitUntil: 'networkidle',
      });
      expect(res?.status()).toBe(200);
      expect(await hydrated(page)).toBe(true);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      const cards = page.locator('[data-testid="album-card"]');
      expect(await cards.count()).toBeGreaterThan(0);
      await expect.poll(() => cards.first().isVisible()).toBe(true);
      expect((await cards.first().textContent())?.trim()).toMatch(lang === 'zh' ? /^\[演示\]/ : /^\[Demo\]/);
      await shot(page, `albums-list-${width}-${lang}.png`);
      expect(watch.errors).toEqual([]);
      expect(watch.graphqlRequests).toEqual([]);

      // a card opens its album; the last tab opens its items
      await cards.last().locator('a').click();
      await page.waitForSelector('[data-testid="album-tabs"]');
      expect(page.url()).toMatch(new RegExp(`/newAlbumDetail/${site}/\\d+/${lang}$`));
      const tabs = page.locator('[data-testid="album-tabs"] a');
      expect(await tabs.count()).toBeGreaterThan(1);
      const lastTab = (await tabs.last().getAttribute('data-key'))!;
      await tabs.last().click();
      await expect.poll(() => page.url()).toContain(`?tab=${lastTab}`);
      await expect.poll(() => tabs.last().getAttribute('aria-current')).toBe('page');
      expect(await page.locator('[data-testid="album-item"]').count()).toBeGreaterThan(0);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.close();
      expect(watch.errors).toEqual([]);

      // the album page loaded directly hydrates without a request
      const detail = await browser.newPage({ viewport: { width, height: 900 } });
      const w2 = watchPage(detail);
      const url = page.url();
      expect((await detail.goto(url, { waitUntil: 'networkidle' }))?.status()).toBe(200);
      expect(await hydrated(detail)).toBe(true);
      await shot(detail, `albums-detail-${width}-${lang}.png`);
      await detail.close();
      expect(w2.errors).toEqual([]);
      expect(w2.graphqlRequests).toEqual([]);
    },
    180_000,
  );
});
