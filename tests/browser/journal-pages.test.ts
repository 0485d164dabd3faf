/**
 * The journal pages through the real gateway and a seeded rc-pub, in zh and en (docs/product/content.md#journal-pages:
 * routes, menu codes, publication types and page sizes; a readable 404 page), server-rendered and in Chromium.
 * - Server-rendered:
 *   - /newPeriodIntroduce for the codes introduce, reader, situation, column and contact: the journal's facts from its
 *     record (ISSN, publisher …), visibly demo notes for what the data lacks, the columns with links that work;
 *   - /newAcademic singleFirst (online first) and latestOffer (accepted), also as /academic?type=, with the journal's
 *     section tabs linking online first from the current-issue page; a page past the end is 404;
 *   - /newArticle prePublication and conference; /thesisDetails of a column and the column index;
 *   - unknown ids, another site's menu item and unknown codes answer a readable 404 page, never 500.
 * - In Chromium: a journal introduction and its column page (/newPeriodIntroduce), the current issue with its section
 *   tabs, the online-first list (/newAcademic singleFirst) and a column's articles (/thesisDetails), at 1440 px and
 *   390 px in zh and en: each hydrates without a console error or a GraphQL request and nothing scrolls sideways. Set
 *   SHOTS_DIR to keep a full-page screenshot of each.
 * The seed has no menu items of the codes reader, situation, column, singleFirst and latestOffer yet (the sitepages
 * work adds them), and no accepted manuscript: each part adds what it needs to the stack's database.
 *
 * Own stack: adds menu items to seeded sites and turns a seeded article into an accepted manuscript.
 */
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, channels, sites } from '../../rc-pub/src/db/schema/index.js';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');

let stack: Stack;
let port: number;
let server: Parameters<typeof request>[0];
/** Site ids by sld, and the menu item ids the suite uses, by site and code. */
const site: Record<string, number> = {};
const menu: Record<string, Record<string, number>> = {};
let acceptedId = 0;

/** The HTML's text between <main> and </main>, tags and styles removed, whitespace collapsed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Every href inside <main>, entities decoded. */
function mainLinks(html: string): string[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

beforeAll(async () => {
  ({ stack, port } = await startListeningStack({ own: true }));
  server = stack.gateway.server;
  const db = stack.db;
  for (const s of await db.select().from(sites)) site[s.sld] = s.id;
  const codes = ['introduce', 'reader', 'situation', 'column', 'contact', 'singleFirst', 'latestOffer'];
  for (const sld of ['elife', 'plosone', 'www']) {
    menu[sld] = {};
    for (const [i, code] of codes.entries()) {
      const [row] = await db
        .insert(channels)
        .values({ siteId: site[sld]!, code, nameZh: `栏目${code}`, nameEn: `Menu ${code}`, sort: 100 + i })
        .returning({ id: channels.id });
      menu[sld]![code] = row!.id;
    }
  }
  // One accepted manuscript (version label -1) on eLife, not yet in a regular issue.
  const [of] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.publicationType, 1)))
    .limit(1);
  acceptedId = of!.id;
  await db
    .update(articles)
    .set({ versionLabel: -1, acceptedDate: '2026-01-02', publishedDate: '2025-11-03' })
    .where(eq(articles.id, acceptedId));
}, 300_000);

afterAll(async () => {
  await stack?.close();
});

const get = (url: string, status = 200) => request(server).get(url).expect(status);

describe('/newPeriodIntroduce journal pages, server-rendered (codes introduce, reader, situation, column, contact)', () => {
  it("shows the journal's record on the introduction page, with a demo note for what the data lacks (en, zh)", async () => {
    const en = (await get(`/newPeriodIntroduce/${site.plosone}/${menu.plosone!.introduce}/en`)).text;
    const text = mainText(en);
    expect(text).toContain('Menu introduce');
    expect(text).toMatch(/eISSN\s*:\s*1932-6203/);
    expect(text).toContain('Public Library of Science');
    expect(text).toMatch(/\d+ articles/);
    expect(text).toContain('[Demo] The demo data has no publication frequency');
    expect(text).not.toMatch(/\bCN\s*:/); // no label without a value (PLOS ONE has no CN)
    const zh = mainText((await get(`/newPeriodIntroduce/${site.plosone}/${menu.plosone!.introduce}/zh`)).text);
    expect(zh).toContain('期刊信息');
    expect(zh).toContain('【演示】演示数据中没有本刊的出版周期');
    expect(zh).toMatch(/\d+ 篇文章/);
  });

  it('shows reader, situation and contact pages with their own content', async () => {
    const reader = mainText((await get(`/newPeriodIntroduce/${site.elife}/${menu.elife!.reader}/en`)).text);
    expect(reader).toContain('[Demo] Information for readers');
    expect(reader).toContain('eLife');
    const situation = mainText((await get(`/newPeriodIntroduce/${site.elife}/${menu.elife!.situation}/zh`)).text);
    expect(situation).toMatch(/\d+ 期/);
    const contact = mainText((await get(`/newPeriodIntroduce/${site.elife}/${menu.elife!.contact}/en`)).text);
    expect(contact).toContain('[Demo] The demo data holds no contact details');
    expect(contact).toContain('eLife Sciences Publications');
  });

  it("lists the journal's columns, each linking to a /thesisDetails page that lists its articles", async () => {
    const html = (await get(`/newPeriodIntroduce/${site.plosone}/${menu.plosone!.column}/en`)).text;
    expect(mainText(html)).toMatch(/Research Article\s*\(\s*57 articles\s*\)/);
    const link = mainLinks(html).find((h) => h.startsWith('/thesisDetails') && h.includes('Research+Article'));
    expect(link).toBeDefined();
    const list = (await request(server).get(link!).set('Host', 'plosone.example.org').expect(200)).text;
    expect(mainText(list)).toContain('57 articles');
    expect(list.match(/data-testid="journal-list-article"/g)).toHaveLength(20);
    expect(list).toContain('rel="next"');
    expect(mainText(list)).not.toContain('pp. e'); // elocation ids are not page ranges
  });

  it('answers 404 for an unknown menu item and for a menu item of another site', async () => {
    const unknown = await get(`/newPeriodIntroduce/${site.plosone}/999999/en`, 404);
    expect(unknown.text).toContain('<title>This page could not be found');
    await get(`/newPeriodIntroduce/${site.plosone}/${menu.elife!.introduce}/en`, 404);
  });
});

describe('/newAcademic and /academic lists, server-rendered (singleFirst, latestOffer; online first = type 1)', () => {
  it('lists the online-first articles of the journal newest first, with the section tabs (en, zh)', async () => {
    const url = `/newAcademic/${site.elife}/${menu.elife!.singleFirst}/singleFirst/0/0`;
    const en = (await get(`${url}/en`)).text;
    expect(en).toContain('<title>Online first - eLife');
    const text = mainText(en);
    expect(text).toContain('Online first');
    expect(en.match(/data-testid="journal-list-article"/g)?.length).toBeGreaterThan(0);
    expect(text).toContain('Published: November 3, 2025');
    expect(en).toContain('data-testid="journal-tabs"');
    const zh = mainText((await get(`${url}/zh`)).text);
    expect(zh).toContain('网络首发');
    expect(zh).toContain('发表日期：2025年11月3日');
  });

  it('makes online first reachable from the current issue page', async () => {
    const html = (await get(`/newAcademic/${site.elife}/0/directory/0/0/en`)).text;
    // the page's own tab, and the journal bar's menu item (docs/product/sites-and-frame.md#journal-bar)
    const links = mainLinks(html).filter((h) => h.includes('/singleFirst/'));
    expect(links).toContain(`/newAcademic/${site.elife}/0/singleFirst/0/0/en`);
    expect(links).toContain(`/newAcademic/${site.elife}/${menu.elife!.singleFirst}/singleFirst/0/0/en`);
    for (const link of links) await get(link);
  });

  it('lists accepted manuscripts with their version label, and says so when there are none', async () => {
    const html = (await get(`/newAcademic/${site.elife}/${menu.elife!.latestOffer}/latestOffer/0/0/en`)).text;
    expect(html).toContain(`data-article-id="${acceptedId}"`);
    expect(mainText(html)).toContain('Accept');
    const none = mainText(
      (await get(`/newAcademic/${site.plosone}/${menu.plosone!.latestOffer}/latestOffer/0/0/zh`)).text,
    );
    expect(none).toContain('目前没有等待排期的录用定稿');
  });

  it('serves the same list as /academic?type= on the Host site, and 404 past the last page', async () => {
    const html = (
      await request(server)
        .get(`/academic?columnId=${menu.www!.singleFirst}&type=singleFirst&lang=en`)
        .set('Host', 'www.example.org')
        .expect(200)
    ).text;
    expect(html).toContain(`data-testid="journal-list"`);
    await get(`/newAcademic/${site.elife}/0/singleFirst/0/500/en`, 404);
    // an unknown site answers as every page of an unknown site does (docs/product/sites-and-frame.md#site-states):
    // 404 in place with a readable text, never a 500
    const unknownSite = await request(server).get('/newAcademic/99999/0/singleFirst/0/0/en');
    expect(unknownSite.status).toBe(404);
    expect(unknownSite.text).toContain('This site could not be found');
    expect(unknownSite.text).not.toContain('NOT_FOUND');
  });
});

describe('/newArticle and /thesisDetails, server-rendered (docs/product/content.md#journal-pages)', () => {
  it('lists pre-publication (online first) and conference papers, with an empty-state sentence', async () => {
    const host = 'elife.example.org';
    const pre = (
      await request(server)
        .get(`/newArticle?columnId=${menu.elife!.introduce}&code=prePublication&lang=en`)
        .set('Host', host)
        .expect(200)
    ).text;
    expect(pre.match(/data-testid="journal-list-article"/g)?.length).toBeGreaterThan(0);
    const conf = (await request(server).get('/newArticle?code=conference&lang=zh').set('Host', host).expect(200)).text;
    expect(mainText(conf)).toContain('本站尚未发布会议论文');
  });

  it("answers 404 for an unknown code, another site's menu item and a column past its last page", async () => {
    const host = 'elife.example.org';
    await request(server).get('/newArticle?code=nonsense&lang=en').set('Host', host).expect(404);
    await request(server).get(`/newArticle?columnId=${menu.plosone!.introduce}&lang=en`).set('Host', host).expect(404);
    await request(server).get('/thesisDetails?Fpath=Cell%20biology&page=99&lang=en').set('Host', host).expect(404);
  });

  it('lists the column index on /thesisDetails without Fpath, in zh', async () => {
    const html = (await request(server).get('/thesisDetails?lang=zh').set('Host', 'zhdemo.example.org').expect(200))
      .text;
    expect(html).toContain('data-testid="column-list"');
    expect(mainText(html)).toMatch(/篇文章/);
  });
});

describe.skipIf(!hasChromium)('journal pages in Chromium', () => {
  let browser: Browser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const all = await stack.db.select().from(sites);
    ids.plosone = all.find((s) => s.sld === 'plosone')!.id;
    ids.elife = all.find((s) => s.sld === 'elife')!.id;
    for (const [key, siteId, code] of [
      ['introduce', ids.plosone, 'introduce'],
      ['column', ids.plosone, 'column'],
      ['singleFirst', ids.elife, 'singleFirst'],
    ] as const) {
      const [row] = await stack.db
        .insert(channels)
        .values({ siteId, code, nameZh: `【演示】${code}`, nameEn: `[Demo] ${code}`, sort: 100 })
        .returning({ id: channels.id });
      ids[key] = row!.id;
    }
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  const pages = (lang: string) => ({
    intro: `http://plosone.localhost:${port}/newPeriodIntroduce/${ids.plosone}/${ids.introduce}/${lang}`,
    columns: `http://plosone.localhost:${port}/newPeriodIntroduce/${ids.plosone}/${ids.column}/${lang}`,
    issue: `http://elife.localhost:${port}/newAcademic/${ids.elife}/0/directory/0/0/${lang}`,
    online: `http://elife.localhost:${port}/newAcademic/${ids.elife}/${ids.singleFirst}/singleFirst/0/0/${lang}`,
    column: `http://plosone.localhost:${port}/thesisDetails?columnId=${ids.column}&Fpath=Research%20Article&lang=${lang}`,
  });

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('at %i px in %s', async (width, lang) => {
    for (const [name, url] of Object.entries(pages(lang))) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const watch = watchPage(page);
      const res = await page.goto(url, { waitUntil: 'networkidle' });
      expect(res?.status(), name).toBe(200);
      expect(await hydrated(page), name).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: join(process.env.SHOTS_DIR, `journal-${name}-${width}-${lang}.png`),
          fullPage: true,
        });
      await page.close();
      expect(watch.errors, name).toEqual([]);
      expect(watch.graphqlRequests, name).toEqual([]);
    }
  });

  it.each(['zh', 'en'] as const)(
    'keeps the room of the journal alert buttons from the server HTML on, at 390 px (%s)',
    async (lang) => {
      // two English labels do not fit side by side on a phone: the buttons stack, and the slot keeps two rows for them
      const slotHeight = (page: Page) =>
        page.locator('[data-testid="alert-slot"]').evaluate((e) => e.getBoundingClientRect().height);
      // the server HTML alone (no script runs): the room the slot keeps
      const html = await browser.newContext({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
      const still = await html.newPage();
      await still.goto(pages(lang).issue, { waitUntil: 'load' });
      const kept = await slotHeight(still);
      await html.close();
      const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
      await page.goto(pages(lang).issue, { waitUntil: 'networkidle' });
      const buttons = page.locator('[data-testid="alert-buttons"]');
      await buttons.waitFor();
      expect(await buttons.locator('[data-testid="alert-button"]').count()).toBe(2);
      expect(kept).toBeGreaterThan(44);
      expect(await slotHeight(page)).toBe(kept);
      await page.close();
    },
  );
});
