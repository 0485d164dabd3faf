/**
 * The album pages (/newAlbumList, /newItemPage, /newAlbumDetail, /virtualProjectDetail and the album tabs of
 * docs/product/content.md#albums) through the real gateway and a seeded rc-pub, server-rendered and in Chromium.
 * - Server-rendered: the seeded demo albums of eLife as cards and rows, in zh and en, each linking to its page; an
 *   album's tabs (only those with items) and the items of each tab linking to real article pages; 404 pages for unknown
 *   ids, another site's menu item or album, and a page past the end.
 * - In Chromium: at 1440 px and 390 px, in zh and en, the aggregate site's album cards and an album page hydrate without
 *   a console error or a GraphQL request, nothing scrolls sideways, a card opens its album and a tab opens its items
 *   (client navigation). Set SHOTS_DIR to keep full-page screenshots (albums-list-*, albums-detail-*).
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');

let stack: Stack;
let port: number;
let server: Parameters<typeof request>[0];

interface AlbumInfo {
  id: number;
  name: string;
  tabs: { tab: string; count: number }[];
}
let elife: number;
let plosone: number;
/** A menu item (channel) of each site: the album list pages take any of the site's menu items. */
let elifeMenu: { id: number; name: string };
let plosoneMenu: number;
let albumsZh: AlbumInfo[];
let albumsEn: AlbumInfo[];
/** eLife's album with a video tab. */
let video: AlbumInfo;

async function gql<T>(
  query: string,
  lang: 'zh' | 'en' = 'en',
): Promise<{ data: T; errors?: { extensions: { code: string } }[] }> {
  const res = await request(server).post('/graphql').set('Cookie', `language=${lang}`).send({ query }).expect(200);
  return res.body as { data: T; errors?: { extensions: { code: string } }[] };
}

/** The HTML's text between <main> and </main>, tags and styles removed, whitespace collapsed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

beforeAll(async () => {
  ({ stack, port } = await startListeningStack());
  server = stack.gateway.server;
  type Ids = {
    elife: { id: number; nav: { id: number; name: string }[] };
    plosone: { id: number; nav: { id: number }[] };
  };
  const ids = (
    await gql<Ids>(
      '{ elife: site(sld: "elife") { id nav { id name } } plosone: site(sld: "plosone") { id nav { id } } }',
      'zh',
    )
  ).data;
  elife = ids.elife.id;
  plosone = ids.plosone.id;
  elifeMenu = ids.elife.nav[0]!;
  plosoneMenu = ids.plosone.nav[0]!.id;
  const list = `{ site(sld: "elife") { albums(channelId: ${elifeMenu.id}) { items { id name tabs { tab count } } } } }`;
  type L = { site: { albums: { items: AlbumInfo[] } } };
  albumsZh = (await gql<L>(list, 'zh')).data.site.albums.items;
  albumsEn = (await gql<L>(list, 'en')).data.site.albums.items;
  video = albumsEn.find((a) => a.tabs.some((t) => t.tab === 'VIDEO'))!;
  expect(video, 'eLife has a demo album with video').toBeDefined();
}, 600_000);

afterAll(async () => {
  await stack?.close();
});

describe('album list pages, server-rendered (/newAlbumList, /newItemPage)', () => {
  it('shows the menu item’s albums as cards with their demo names in Chinese, each linking to its page', async () => {
    const res = await request(server).get(`/newAlbumList/${elife}/${elifeMenu.id}/zh`).expect(200);
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(count(res.text, 'album-card')).toBe(albumsZh.length);
    const text = mainText(res.text);
    for (const a of albumsZh) {
      expect(a.name).toMatch(/^\[演示\]/);
      expect(text).toContain(a.name);
      expect(res.text).toContain(`href="/newAlbumDetail/${elife}/${a.id}/zh"`);
    }
    expect(text).toMatch(/共 \d+ 项/);
    expect(res.text).toContain(`<title>${elifeMenu.name}`);
  });

  it('shows them in English on the en route', async () => {
    const res = await request(server).get(`/newAlbumList/${elife}/${elifeMenu.id}/en`).expect(200);
    const text = mainText(res.text);
    for (const a of albumsEn) {
      expect(a.name).toMatch(/^\[Demo\]/);
      expect(text).toContain(a.name);
    }
    expect(text).toMatch(/\d+ items/);
    expect(text).not.toContain('[演示]');
  });

  it('shows the item page as rows with each album’s tabs and counts', async () => {
    const res = await request(server).get(`/newItemPage/${elife}/${elifeMenu.id}/en`).expect(200);
    expect(count(res.text, 'album-row')).toBe(albumsEn.length);
    const tabs = video.tabs.map(
      (t) => `${{ ARTICLE: 'Articles', JOURNAL: 'Journals', AUDIO: 'Audio', VIDEO: 'Video' }[t.tab]} (${t.count})`,
    );
    expect(mainText(res.text)).toContain(tabs.join(' · '));
    const zh = mainText((await request(server).get(`/newItemPage/${elife}/${elifeMenu.id}/zh`).expect(200)).text);
    expect(zh).toContain('文章（');
    expect(zh).toContain('视频（');
  });

  it('answers 404 for another site’s menu item, an unknown or malformed id and a page past the end', async () => {
    for (const url of [
      `/newAlbumList/${plosone}/${elifeMenu.id}/en`,
      `/newItemPage/${elife}/${plosoneMenu}/en`,
      `/newAlbumList/${elife}/999999/en`,
      `/newAlbumList/${elife}/abc/en`,
      `/newAlbumList/${elife}/en`,
      `/newItemPage/${elife}/${elifeMenu.id}/en?page=40`,
    ]) {
      const res = await request(server).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toContain('This page could not be found');
    }
  });
});

describe('album page, server-rendered (/newAlbumDetail, /virtualProjectDetail; tabs)', () => {
  it('shows the album with only the tabs that hold items, the first open, its items linking to their articles', async () => {
    const res = await request(server).get(`/newAlbumDetail/${elife}/${video.id}/en`).expect(200);
    expect(res.text).toContain(`<title>${video.name.replace(/&/g, '&amp;')}`);
    const tabs = [...res.text.matchAll(/data-key="([a-z]+)"/g)].map((m) => m[1]);
    expect(tabs).toEqual(video.tabs.map((t) => t.tab.toLowerCase()));
    expect(res.text).toMatch(/aria-current="page"[^>]*data-key="article"|data-key="article"[^>]*aria-current="page"/);
    const first = video.tabs[0]!;
    expect(count(res.text, 'album-item')).toBe(Math.min(first.count, 20));
    expect(res.text).toMatch(new RegExp(`href="/article/id/${elife}/\\d+/en"`));
    expect(mainText(res.text)).toContain('Journal: eLife');
  });

  it('opens the video tab with ?tab=video: each video links to its place in its article', async () => {
    const n = video.tabs.find((t) => t.tab === 'VIDEO')!.count;
    const res = await request(server).get(`/newAlbumDetail/${elife}/${video.id}/en?tab=video`).expect(200);
    expect(count(res.text, 'album-item')).toBe(Math.min(n, 20));
    expect(res.text).toMatch(new RegExp(`href="/article/id/${elife}/\\d+/en#resource-\\d+"`));
    expect(mainText(res.text)).toContain('From the article:');
  });

  it('is the same page addressed by query on /virtualProjectDetail (site from the Host), in Chinese', async () => {
    const res = await request(server)
      .get(`/virtualProjectDetail?virtualId=${video.id}&index=2&type=video&lang=zh`)
      .set('Host', 'elife.localhost:3000')
      .expect(200);
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(mainText(res.text)).toContain(albumsZh.find((a) => a.id === video.id)!.name);
    expect(res.text).toMatch(/aria-current="page"[^>]*data-key="video"|data-key="video"[^>]*aria-current="page"/);
    expect(res.text).toMatch(/href="\/virtualProjectDetail\?virtualId=\d+&amp;index=2&amp;type=article&amp;lang=zh"/);
    expect(mainText(res.text)).toContain('所属文章：');
  });

  it('answers 404 for another site’s album, an unknown or malformed id and a page past the end', async () => {
    for (const [url, host] of [
      [`/newAlbumDetail/${plosone}/${video.id}/en`, ''],
      [`/newAlbumDetail/${elife}/999999/en`, ''],
      [`/newAlbumDetail/${elife}/0/en`, ''],
      [`/newAlbumDetail/${elife}/${video.id}/en?page=99`, ''],
      [`/virtualProjectDetail?virtualId=${video.id}&lang=en`, 'plosone.localhost:3000'],
      ['/virtualProjectDetail?virtualId=x&lang=en', 'elife.localhost:3000'],
    ] as const) {
      const req = request(server).get(url);
      const res = await (host ? req.set('Host', host) : req);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toContain('This page could not be found');
    }
  });
});

describe('GraphQL Site.albums and Site.album', () => {
  it('answers null for another site’s album or menu item and BAD_REQUEST for a page size over 100', async () => {
    const q = `{ site(sld: "plosone") { album(id: ${video.id}) { id } albums(channelId: ${elifeMenu.id}) { total } } }`;
    expect((await gql<{ site: unknown }>(q)).data.site).toEqual({ album: null, albums: null });
    const big = await gql(`{ site(sld: "elife") { albums(channelId: ${elifeMenu.id}, size: 1000) { total } } }`);
    expect(big.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });
});

describe.skipIf(!hasChromium)('album pages in Chromium', () => {
  let browser: Browser;
  /** The aggregate site's id and one of its menu items (the list page takes any of the site's menu items). */
  let site: number;
  let menu: number;

  beforeAll(async () => {
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
      const url = page.url();
      await page.close();
      expect(watch.errors).toEqual([]);

      // the album page loaded directly hydrates without a request
      const detail = await browser.newPage({ viewport: { width, height: 900 } });
      const w2 = watchPage(detail);
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
