/**
 * The news pages (/news with query, /newsInfo/{siteId}/{id}/{type}/{page}/{activeId}/{lang}, /newsDetails;
 * news items and tabs: docs/product/content.md#news) through the real gateway and a seeded rc-pub, server-rendered and in Chromium. The
 * site of /news is the Host's (docs/product/sites-and-frame.md#how-a-page-finds-its-site).
 * - Server-rendered: the four tabs with the tab in the URL, paging links that all answer 200, dates through react-intl
 *   in zh and en, the empty state, a column's news with its paging, the original flag, source link and picture of a
 *   news item, and the 404 page for unknown, foreign or malformed ids and pages beyond the last.
 * - In Chromium: at 1440 px and 390 px, in zh and en, each page hydrates without a console error or a GraphQL request,
 *   nothing scrolls sideways, the list shows its items, and a click on another tab loads that tab's list in the
 *   browser. Full-page screenshots go to SHOTS_DIR, when it is set, for looking at them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');
/** Where screenshots go, when set (the run takes none otherwise: each full-page PNG costs the machine time). */
const SHOTS = process.env.SHOTS_DIR;

let stack: Stack;
let port: number;
let server: Parameters<typeof request>[0];

interface Ids {
  plosone: number;
  /** The plosone menu items of code newNews (学术动态, dynamic news) and news. */
  newNews: number;
  newsMenu: number;
  /** plosmed's newNews item: another site's column. */
  foreignColumn: number;
  reprint: { id: number; sourceLink: string };
  original: number;
  pictured: number;
}
let ids: Ids;

const PLOSONE_HOST = 'plosone.example.org';

async function gql<T>(query: string, lang: 'zh' | 'en' = 'en'): Promise<{ data: T; errors?: unknown[] }> {
  const res = await request(server).post('/graphql').set('Cookie', `language=${lang}`).send({ query });
  // mercurius answers a query whose every field failed with HTTP 400 and the errors
  expect([200, 400]).toContain(res.status);
  return res.body as { data: T; errors?: unknown[] };
}

/** GET `path` on the plosone host. */
function get(path: string, lang?: 'zh' | 'en') {
  const r = request(server).get(path).set('Host', PLOSONE_HOST);
  return lang ? r.set('Cookie', `language=${lang}`) : r;
}

/** The HTML's text between <main> and </main>, tags and styles removed, whitespace collapsed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The hrefs of the links inside the element with `data-testid="{testId}"` (up to its closing nav). */
function linksIn(html: string, testId: string): string[] {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return [];
  const part = html.slice(start, html.indexOf('</nav>', start));
  return [...part.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

const itemCount = (html: string) => html.split('data-testid="news-item"').length - 1;

/** The opening tags of the links marked aria-current="page" (the active tab or column, the current page). */
function currentLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
}

beforeAll(async () => {
  ({ stack, port } = await startListeningStack());
  server = stack.gateway.server;
  type Nav = { id: number; code: string }[];
  type News = { id: number; original: boolean; sourceLink: string | null; imageUrl: string | null }[];
  const { data } = await gql<{
    plosone: { id: number; nav: Nav; all: { items: News } };
    plosmed: { nav: Nav };
  }>(
    `{
    plosone: site(sld: "plosone") { id nav { id code } all: newsList(type: "news", size: 20) { items { id original sourceLink imageUrl } } }
    plosmed: site(sld: "plosmed") { nav { id code } }
  }`,
    'zh',
  );
  const items = data.plosone.all.items;
  const reprint = items.find((n) => !n.original);
  expect(reprint?.sourceLink, 'a seeded reprint with a source link').toBeTruthy();
  ids = {
    plosone: data.plosone.id,
    newNews: data.plosone.nav.find((n) => n.code === 'newNews')!.id,
    newsMenu: data.plosone.nav.find((n) => n.code === 'news')!.id,
    foreignColumn: data.plosmed.nav.find((n) => n.code === 'newNews')!.id,
    reprint: { id: reprint!.id, sourceLink: reprint!.sourceLink! },
    original: items.find((n) => n.original)!.id,
    pictured: items.find((n) => n.imageUrl)!.id,
  };
});

afterAll(async () => {
  await stack?.close();
});

describe('/news, server-rendered (news tabs)', () => {
  it('renders the four tabs with the active one marked, ten items and a pager whose links all exist (en)', async () => {
    const res = await get('/news?type=news&lang=en').expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toMatch(/<title>News - PLOS ONE<\/title>/);
    const text = mainText(res.text);
    for (const tab of ['Information', 'Announcements', 'Academic updates', 'Statements']) expect(text).toContain(tab);
    expect(currentLinks(res.text).filter((a) => a.includes('data-key="news"'))).toHaveLength(1);
    expect(itemCount(res.text)).toBe(10);
    expect(text).toContain('[Demo] PLOS ONE sample news item 1');
    // Dates through react-intl in English, never raw ISO strings.
    expect(text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const tabs = linksIn(res.text, 'news-tabs');
    expect(tabs.map((h) => new URLSearchParams(h.split('?')[1]).get('type'))).toEqual([
      'news',
      'announcement',
      'dynamic',
      'statement',
    ]);
    const pager = linksIn(res.text, 'news-pager');
    expect(pager).toContain('/news?type=news&lang=en&page=1');
    for (const href of new Set([...tabs, ...pager])) {
      const linked = await get(href);
      expect(linked.status, href).toBe(200);
      expect(itemCount(linked.text), href).toBeGreaterThan(0);
    }
    const second = await get('/news?type=news&lang=en&page=1').expect(200);
    expect(itemCount(second.text)).toBe(2);
    expect(currentLinks(second.text).some((a) => a.includes('aria-label="Page 2"'))).toBe(true);
  });

  it('renders Chinese tabs and dates in zh, and keeps the menu query values in the tab links', async () => {
    const q = `columnId=${ids.newsMenu}&columnName=x&index=3&code=news&type=announcement`;
    const res = await get(`/news?${q}`, 'zh').expect(200);
    expect(res.text).toContain('<html lang="zh-CN">');
    const text = mainText(res.text);
    for (const tab of ['新闻资讯', '通知公告', '学术动态', '声明']) expect(text).toContain(tab);
    // The heading is the menu item's own name, not the query's columnName.
    expect(res.text).toMatch(/<h1[^>]*>新闻公告<\/h1>/);
    expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    expect(text).toContain('[演示] PLOS ONE 示例公告 1');
    expect(currentLinks(res.text).filter((a) => a.includes('data-key="announcement"'))).toHaveLength(1);
    expect(linksIn(res.text, 'news-pager')).toEqual([]);
    for (const href of linksIn(res.text, 'news-tabs')) {
      expect(href).toContain(`columnId=${ids.newsMenu}`);
      expect(href).toContain('index=3');
    }
  });

  it('shows the empty state for a type without items, with no tab marked', async () => {
    const res = await get('/news?type=conference&lang=en').expect(200);
    expect(res.text).toContain('data-testid="news-empty"');
    expect(mainText(res.text)).toContain('Nothing has been published here yet.');
    expect(currentLinks(res.text).filter((a) => a.includes('data-key='))).toEqual([]);
  });

  it('answers the 404 page for a page beyond the last, a malformed type or page, and an unknown column', async () => {
    for (const path of [
      '/news?type=news&page=2&lang=en',
      '/news?type=%3Cscript%3E',
      '/news?page=-1',
      '/news?page=abc',
      '/news?columnId=999999',
      `/news?columnId=${ids.foreignColumn}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('/newsInfo, server-rendered (the newNews target)', () => {
  it("renders the column's news (its newsDataType) with the column name as heading, in zh and en", async () => {
    const zh = await get(`/newsInfo/${ids.plosone}/${ids.newNews}/channel/0/0/zh`).expect(200);
    expect(zh.text).toMatch(/<h1[^>]*>学术动态<\/h1>/);
    expect(mainText(zh.text)).toContain('[演示] PLOS ONE 示例学术动态 1');
    expect(itemCount(zh.text)).toBe(3);
    const en = await get(`/newsInfo/${ids.plosone}/${ids.newNews}/channel/0/0/en`).expect(200);
    expect(en.text).toContain('<html lang="en">');
    expect(mainText(en.text)).toContain('[Demo] PLOS ONE sample academic update 1');
    // Links lead to the news detail of the same site in the page language.
    expect(en.text).toMatch(new RegExp(`href="/newsDetails/${ids.plosone}/\\d+/en"`));
  });

  it('pages a column of more than ten items with /newsInfo paging links that exist', async () => {
    const first = await get(`/newsInfo/${ids.plosone}/${ids.newsMenu}/channel/0/0/en`).expect(200);
    expect(itemCount(first.text)).toBe(10);
    const pager = linksIn(first.text, 'news-pager');
    expect(pager).toContain(`/newsInfo/${ids.plosone}/${ids.newsMenu}/channel/1/0/en`);
    for (const href of new Set(pager)) expect((await get(href)).status, href).toBe(200);
    const second = await get(`/newsInfo/${ids.plosone}/${ids.newsMenu}/channel/1/0/en`).expect(200);
    expect(itemCount(second.text)).toBe(2);
  });

  it('answers 404 for an unknown or foreign column, a page beyond the last and an active id that is no child', async () => {
    for (const path of [
      `/newsInfo/${ids.plosone}/999999/channel/0/0/en`,
      `/newsInfo/${ids.plosone}/${ids.foreignColumn}/channel/0/0/zh`,
      `/newsInfo/${ids.plosone}/${ids.newNews}/channel/4/0/en`,
      `/newsInfo/${ids.plosone}/${ids.newNews}/channel/0/${ids.newsMenu}/en`,
      `/newsInfo/${ids.plosone}/abc/channel/0/0/en`,
      `/newsInfo/${ids.plosone}/${ids.newNews}/channel/x/0/en`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toMatch(/This page could not be found|页面未找到/);
    }
  });
});

describe('/newsDetails, server-rendered: original flag, source link, picture (docs/product/content.md#news)', () => {
  it('marks a reprint and links its source; marks an original item as original (zh and en)', async () => {
    const en = await get(`/newsDetails/${ids.plosone}/${ids.reprint.id}/en`).expect(200);
    expect(en.text).toMatch(/data-original="false"[^>]*>Reprint</);
    expect(en.text).toContain(`href="${ids.reprint.sourceLink}"`);
    const zh = await get(`/newsDetails/${ids.plosone}/${ids.reprint.id}/zh`).expect(200);
    expect(zh.text).toMatch(/data-original="false"[^>]*>转载</);
    const original = await get(`/newsDetails/${ids.plosone}/${ids.original}/zh`).expect(200);
    expect(original.text).toMatch(/data-original="true"[^>]*>原创</);
    expect(mainText(original.text)).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('shows the picture chosen in the banner order as a stored file URL', async () => {
    const res = await get(`/newsDetails/${ids.plosone}/${ids.pictured}/en`).expect(200);
    expect(res.text).toMatch(/<img[^>]+src="\/rc-pub\/front\/files\/get\?id=\d+"/);
  });
});

describe('GraphQL news lists (gateway)', () => {
  it('refuses a malformed type and an out-of-range page with BAD_REQUEST', async () => {
    for (const args of ['type: "a b"', 'page: -1', 'size: 500']) {
      const body = await gql<unknown>(`{ site(sld: "plosone") { newsList(${args}) { items { id } } } }`);
      const errors = body.errors as { extensions?: { code?: string } }[] | undefined;
      expect(errors?.[0]?.extensions?.code, args).toBe('BAD_REQUEST');
    }
  });

  it("answers null for another site's column", async () => {
    const { data } = await gql<{ site: { newsColumn: unknown } }>(
      `{ site(sld: "plosone") { newsColumn(id: ${ids.foreignColumn}) { id } } }`,
    );
    expect(data.site.newsColumn).toBeNull();
  });
});

describe.skipIf(!hasChromium)('news pages in Chromium', () => {
  let browser: Browser;
  let siteId: number;
  let newNews: number;
  let reprintId: number;

  beforeAll(async () => {
    browser = await launchChromium();
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
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
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `news-${width}-${lang}.png`), fullPage: true });
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
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `newsinfo-${width}-${lang}.png`), fullPage: true });
    const detail = await page.goto(`${base}/newsDetails/${siteId}/${reprintId}/${lang}`, { waitUntil: 'networkidle' });
    expect(detail?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    await expect
      .poll(() => page.locator('[data-testid="news-original"]').textContent())
      .toBe(lang === 'zh' ? '转载' : 'Reprint');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `newsdetail-${width}-${lang}.png`), fullPage: true });
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });
});
