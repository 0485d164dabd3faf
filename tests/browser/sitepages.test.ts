/**
 * Column pages (/aboutus, /newLink1, /newLeaguage, /science and the fallback /{code}, or the 404 page;
 * docs/product/sites-and-frame.md#column-pages) through the real gateway and a seeded rc-pub, server-rendered and in Chromium.
 * - Server-rendered: each page in zh and en from the seeded menus, the about page's side list of child columns (hidden
 *   codes are reached there), unknown and other-site columns answer the 404 page inside the frame, and the fallback
 *   route shadows no static route.
 * - In Chromium: at 1440 px and 390 px, in zh and en, each page hydrates without a console error or a GraphQL request,
 *   nothing scrolls sideways, and on /aboutus a click in the side list opens the child column in place (client
 *   navigation). Set SHOTS_DIR to keep a full-page screenshot of each.
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
const server = () => stack.gateway.server;

interface Item {
  id: number;
  code: string;
  children?: Item[];
}
/** Every channel of each site by code (the seed's first one of the code), read through GraphQL's nav and pages. */
const ids: Record<string, Record<string, number>> = {};

function get(path: string, sld: string, lang: 'zh' | 'en' = 'zh') {
  return request(server()).get(path).set('Host', `${sld}.localhost:3000`).set('Cookie', `language=${lang}`);
}

/** The HTML's text between <main> and </main>, tags and styles removed, whitespace collapsed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  ({ stack, port } = await startListeningStack());
  for (const sld of ['plos', 'zhdemo', 'plosmed']) {
    const res = await request(server())
      .post('/graphql')
      .set('Cookie', 'language=zh')
      .send({ query: `{ site(sld: "${sld}") { nav { id code children { id code } } } }` })
      .expect(200);
    const byCode: Record<string, number> = {};
    const walk = (items: Item[]) => {
      for (const i of items) {
        byCode[i.code] ??= i.id;
        walk(i.children ?? []);
      }
    };
    walk(res.body.data.site.nav as Item[]);
    ids[sld] = byCode;
  }
});
afterAll(async () => {
  await stack?.close();
});

describe('/aboutus, server-rendered (query columnId, columnName, index, parentIndex, bannerId, childId)', () => {
  it("shows the site's about-us column with its child columns as a side list, in zh and en", async () => {
    const zh = await get('/aboutus', 'plos').expect(200);
    expect(zh.text).toContain('<title>关于我们 - PLOS</title>');
    const zhMain = mainText(zh.text);
    expect(zhMain).toContain('[演示] 本门户是开源的多站点期刊门户演示');
    expect(zhMain).toContain('本栏目');
    // the menu hides subaboutus and subcontact (docs/product/sites-and-frame.md#menu-visibility); the side list is where they are reached.
    expect(zhMain).toContain('本站说明');
    expect(zhMain).toContain('联系方式');
    const en = await get('/aboutus', 'plos', 'en').expect(200);
    expect(en.text).toContain('<html lang="en">');
    expect(mainText(en.text)).toContain('In this section');
    expect(mainText(en.text)).toContain('About this site');
    expect(mainText(en.text)).toContain('[Demo] This portal is an open-source demo');
  });

  it('opens a child column from the side list, which marks it as the current page', async () => {
    const en = await get('/aboutus', 'plos', 'en').expect(200);
    const link = /<a [^>]*href="(\/aboutus\?[^"]*)"[^>]*>Contact<\/a>/.exec(en.text);
    expect(link, 'side-list link to the contact child').not.toBeNull();
    const href = link![1]!.replace(/&amp;/g, '&');
    expect(new URL(href, 'http://x').searchParams.get('childId')).toBeTruthy();
    const child = await get(href, 'plos', 'en').expect(200);
    expect(mainText(child.text)).toContain('[Demo] The demo site has no contact details.');
    expect(child.text).toMatch(/<a [^>]*aria-current="page"[^>]*>Contact<\/a>/);
  });

  it('answers 404 inside the frame for an unknown, malformed or other-site columnId, or a column of another code', async () => {
    for (const q of [
      '?columnId=999999',
      '?columnId=abc',
      `?columnId=${ids.plosmed!.aboutus}`,
      `?columnId=${ids.plos!.news}`,
    ]) {
      const res = await get(`/aboutus${q}`, 'plos', 'en').expect(404);
      expect(res.text, q).toContain('This page could not be found');
      expect(res.text, q).toContain('<html lang="en">');
    }
  });
});

describe('/newLink1, /newLeaguage, /science, server-rendered', () => {
  it('/newLink1 lists the links of the link column', async () => {
    const res = await get(`/newLink1?columnId=${ids.plos!.newLink}`, 'plos', 'en').expect(200);
    expect(res.text).toContain('<title>Links - PLOS</title>');
    expect(res.text).toContain('href="https://elifesciences.org/"');
    expect(mainText(res.text)).toContain('[Demo] Official websites');
  });

  it("/newLeaguage (styleId=4) shows the group's member journals linking to their sites", async () => {
    const res = await get(`/newLeaguage?columnId=${ids.plos!.newLeaguage}&styleId=4`, 'plos', 'zh').expect(200);
    expect(res.text).toContain('<title>成员期刊 - PLOS</title>');
    expect(res.text).toContain('href="/homeNav/plosmed/zh"');
    expect(mainText(res.text)).toContain('PLOS Medicine');
    const en = await get('/newLeaguage', 'plos', 'en').expect(200);
    expect(mainText(en.text)).toContain('Member Journals');
    expect(mainText(en.text)).toContain('PLOS ONE');
  });

  it("/science shows the popular-science column of the Host's site, and 404 where it is disabled", async () => {
    const zh = await get('/science', 'zhdemo', 'zh').expect(200);
    expect(mainText(zh.text)).toContain('[演示] 科普栏目的示例页面');
    const en = await get('/science/en', 'zhdemo').expect(200);
    expect(mainText(en.text)).toContain('[Demo] A sample popular-science page');
    // The aggregate site's science item is disabled (enable 0): no column to show.
    await get('/science', 'www', 'en').expect(404);
  });
});

describe('fallback /{code}, server-rendered (any other code)', () => {
  it("shows a column's content, and a news column's newest news linking to their pages", async () => {
    const oa = await get(`/openAccess?columnId=${ids.plosmed!.openAccess}&code=openAccess`, 'plosmed', 'en').expect(
      200,
    );
    expect(mainText(oa.text)).toContain('[Demo] The licence of each article');
    const notice = await get('/notice?code=notice&newsDataType=announcement', 'plos', 'zh').expect(200);
    expect(mainText(notice.text)).toContain('[演示] 系统维护通知示例');
    expect(notice.text).toMatch(/href="\/newsDetails\/\d+\/\d+\/zh"/);
  });

  it('answers 404 for a made-up code, a code with a page of its own, and an id of another code', async () => {
    await get('/noSuchColumn', 'plos', 'en').expect(404);
    // /favicon.ico is every site's icon (server/src/routes/favicon.ts); another file-like segment stands in
    await get('/favicon.png', 'plos', 'en').expect(404);
    // 'index' has its own target (/): the fallback does not serve it.
    await get(`/index?columnId=${ids.plos!.index}`, 'plos', 'en').expect(404);
    await get(`/notice?columnId=${ids.plos!.aboutus}`, 'plos', 'en').expect(404);
  });

  it('does not shadow static routes of one segment (react-router ranks them first)', async () => {
    const login = await get('/login', 'plos', 'en').expect(200);
    expect(login.text).not.toContain('data-testid="column"');
    const rss = await get('/rssList', 'plos', 'en').expect(200);
    expect(rss.text).not.toContain('data-testid="column"');
    const search = await get('/article?type=428&searchText=malaria', 'plos', 'en');
    expect(search.text).not.toContain('data-testid="column"');
  });
});

const PAGES = [
  ['aboutus', 'plos', '/aboutus'],
  ['league', 'plos', '/newLeaguage?styleId=4'],
  ['science', 'zhdemo', '/science'],
  ['notice', 'plos', '/notice?code=notice&newsDataType=announcement'],
] as const;

describe.skipIf(!hasChromium)('column pages in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  const cases = PAGES.flatMap((p) =>
    ([1440, 390] as const).flatMap((width) => (['zh', 'en'] as const).map((lang) => [...p, width, lang] as const)),
  );

  it.each(cases)('%s (%s%s) at %i px in %s', async (name, sld, path, width, lang) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'language', value: lang, url: `http://${sld}.localhost:${port}/` }]);
    const page = await context.newPage();
    const watch = watchPage(page);
    const res = await page.goto(`http://${sld}.localhost:${port}${path}`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'zh' ? 'zh-CN' : 'en');
    await expect.poll(() => page.locator('[data-testid="column"] h1').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: join(process.env.SHOTS_DIR, `column-${name}-${width}-${lang}.png`),
        fullPage: true,
      });
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
    await context.close();
  });

  it('opens a child column from the /aboutus side list in place', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'language', value: 'en', url: `http://plos.localhost:${port}/` }]);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`http://plos.localhost:${port}/aboutus`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(true);
    await page.locator('[data-testid="side-list"] a', { hasText: 'Contact' }).click();
    await expect.poll(() => page.locator('[data-testid="column"] h1').textContent()).toBe('Contact');
    expect(await page.locator('[data-testid="column"]').textContent()).toContain('[Demo] The demo site has no contact');
    expect(new URL(page.url()).searchParams.get('columnId')).toBeTruthy();
    expect(await page.locator('[data-testid="side-list"] a[aria-current="page"]').textContent()).toBe('Contact');
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
