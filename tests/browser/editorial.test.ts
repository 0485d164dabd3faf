/**
 * The editorial board and books pages (/newEditorial/{siteId}/{menuId}/{editorialId}/{lang} and the /book route of
 * menu code book; experts, books and the book jump: docs/product/content.md, Editorial board and Books) through the real gateway over the seeded
 * rc-pub, server-rendered and in Chromium. The seed's `editorial` menu item (disabled in the menu, but a channel of its
 * site) is the board's menu item.
 * - Server-rendered: zh and en, paging (10 members a page), the selected member, demo markers, empty fields left out,
 *   the book-cloud button with RC_PUB_BOOK_CLOUD_URL set and no `p` or jump URL in the page, 404 for unknown or foreign
 *   ids.
 * - In Chromium: at 1440 px and 390 px, in zh and en, both pages hydrate without a console error or a GraphQL request
 *   and nothing scrolls sideways; choosing a member shows them; 'read in the book cloud' opens the jump URL in a new
 *   tab, and a failing jump shows the server's message as an error toast. Set SHOTS_DIR to keep screenshots.
 *
 * Own stack: rc-pub names a book cloud (RC_PUB_BOOK_CLOUD_URL) for the book jump.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelWire } from '../../rc-pub/src/contract/wire.js';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');
const CLOUD = 'https://books.example.org/sso';
let stack: Stack;
let port: number;
let server: Parameters<typeof request>[0];
const ids = { plosone: 0, jose: 0, www: 0, plosoneBoard: 0, joseBoard: 0, wwwMenu: 0 };

async function siteId(sld: string): Promise<number> {
  const r = await request(server)
    .post('/graphql')
    .send({ query: `{ site(sld: "${sld}") { id } }` });
  return r.body.data.site.id as number;
}

/** The id of the first channel of `code` on a site, disabled ones included (rc-pub's channel list, filter=false). */
async function channelId(site: number, code?: string): Promise<number> {
  const r = await fetch(`${stack.rcPubUrl}/rc-pub/front/layout/channels?siteId=${site}&filter=false`);
  const list = ((await r.json()) as { data: ChannelWire[] }).data;
  const found = list.find((c) => !code || c.code === code);
  expect(found, `a channel ${code ?? ''} on site ${site}`).toBeDefined();
  return found!.id;
}

/** The HTML's text between <main> and </main>, tags and styles removed, whitespace collapsed. */
function mainText(html: string): string {
  return html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  ({ stack, port } = await startListeningStack({ rcPubEnv: { RC_PUB_BOOK_CLOUD_URL: CLOUD } }));
  server = stack.gateway.server;
  ids.plosone = await siteId('plosone');
  ids.jose = await siteId('jose');
  ids.www = await siteId('www');
  ids.plosoneBoard = await channelId(ids.plosone, 'editorial');
  ids.joseBoard = await channelId(ids.jose, 'editorial');
  ids.wwwMenu = await channelId(ids.www);
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

describe('/newEditorial, server-rendered (menu code editorial, 10 a page)', () => {
  it('renders the board in English: 10 members a page, the first in full, demo names', async () => {
    const res = await request(server).get(`/newEditorial/${ids.plosone}/${ids.plosoneBoard}/0/en`).expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toMatch(/<title>\[Demo\] Board Member 1 - Editorial Board - [^<]+<\/title>/);
    const text = mainText(res.text);
    expect(text).toContain('12 members');
    expect(text).toContain('Biography');
    expect(text).toMatch(/Position \[Demo\] Editor-in-Chief Affiliation Demo Institution 1 \(fictional\)/);
    expect(text).toContain('it describes no real person');
    expect(res.text.match(/href="\/newEditorial\/\d+\/\d+\/\d+\/en(\?page=\d+)?"/g)?.length).toBeGreaterThanOrEqual(11);
    expect(text).toContain('Page 1 of 2');
    expect(text).not.toContain('Board Member 11');
  });

  it('renders Chinese, the second page and a named member; a member without affiliation has no such label', async () => {
    const zh = mainText((await request(server).get(`/newEditorial/${ids.plosone}/${ids.plosoneBoard}/0/zh`)).text);
    expect(zh).toContain('共 12 位编委');
    expect(zh).toContain('【演示】编委 1');
    expect(zh).toMatch(/职务 \[演示\] 主编 单位 演示机构 1（虚构）/);
    const p2 = await request(server).get(`/newEditorial/${ids.plosone}/${ids.plosoneBoard}/0/en?page=2`).expect(200);
    const t2 = mainText(p2.text);
    expect(t2).toContain('[Demo] Board Member 11');
    expect(t2).toContain('Page 2 of 2');
    const fourth = /href="\/newEditorial\/\d+\/\d+\/(\d+)\/en"[^>]*>(?:(?!<\/a>)[\s\S])*Board Member 4</.exec(
      (await request(server).get(`/newEditorial/${ids.plosone}/${ids.plosoneBoard}/0/en`)).text,
    );
    expect(fourth).not.toBeNull();
    const named = await request(server)
      .get(`/newEditorial/${ids.plosone}/${ids.plosoneBoard}/${fourth![1]}/en`)
      .expect(200);
    expect(named.text).toContain(`data-expert-id="${fourth![1]}"`);
    const detail = mainText(named.text.slice(named.text.indexOf('data-testid="expert-detail"')));
    expect(detail).not.toContain('Affiliation'); // member 4 has none: no empty label
  });

  it('answers 404 for an unknown menu item, a menu item of another site, a foreign member and malformed ids, and the site default for the bare route', async () => {
    await request(server).get(`/newEditorial/${ids.plosone}/999999/0/en`).expect(404);
    const foreign = await request(server).get(`/newEditorial/${ids.plosone}/${ids.joseBoard}/0/en`).expect(404);
    expect(foreign.text).toContain('This page could not be found');
    const joseFirst = /data-expert-id="(\d+)"/.exec(
      (await request(server).get(`/newEditorial/${ids.jose}/${ids.joseBoard}/0/en`).expect(200)).text,
    )![1];
    await request(server).get(`/newEditorial/${ids.plosone}/${ids.plosoneBoard}/${joseFirst}/en`).expect(404);
    await request(server).get(`/newEditorial/${ids.plosone}/abc/0/en`).expect(404);
    // the bare route leads to the site's own board, or, where the site shows none in its menu (plosone's is
    // disabled, www has none), says so (docs/product/sites-and-frame.md#bare-routes)
    const bare = await request(server).get('/newEditorial').set('Host', 'jose.localhost:3000').expect(302);
    expect(bare.headers.location).toMatch(new RegExp(`^/newEditorial/${ids.jose}/${ids.joseBoard}/`));
    for (const sld of ['plosone', 'www']) {
      const none = await request(server).get('/newEditorial').set('Host', `${sld}.localhost:3000`).expect(200);
      expect(none.text, sld).toContain('data-kind="board"');
    }
  });
});

describe('/book, server-rendered (menu code book; the book config)', () => {
  it('lists the books with demo ISBNs, leaves empty fields out and offers the book cloud without p in the page', async () => {
    const res = await request(server).get(`/book/${ids.www}/${ids.wwwMenu}/en`).expect(200);
    const text = mainText(res.text);
    expect(text).toContain('3 books');
    expect(text).toContain('[Demo] Open Access Publishing in Practice');
    expect(text).toContain('DEMO-WWW-0001');
    expect(text).toContain('Contents (3)');
    const books = res.text.split('data-testid="book"').slice(1);
    expect(books).toHaveLength(3);
    expect(mainText(`<main>${books[2]}`)).not.toMatch(/ISBN|Edition|Year|Authors/);
    expect(res.text.match(/data-testid="book-cloud-read"/g)).toHaveLength(3);
    expect(res.text).not.toContain(CLOUD);
    expect(res.text).not.toMatch(/[?&]p=/);
    const zh = mainText((await request(server).get(`/book/${ids.www}/${ids.wwwMenu}/zh`).expect(200)).text);
    expect(zh).toContain('共 3 本图书');
    expect(zh).toContain('出版年');
    expect(zh).toContain('2024年');
  });

  it('serves the fallback form /book?columnId= on the Host of the site, and 404 for a menu item of another site or an unknown one', async () => {
    const res = await request(server)
      .get(`/book?columnId=${ids.wwwMenu}&code=book`)
      .set('Host', 'www.localhost:3000')
      .expect(200);
    expect(mainText(res.text)).toContain('[演示] 开放获取出版实务');
    await request(server).get(`/book?columnId=${ids.wwwMenu}&siteId=${ids.jose}`).expect(404);
    await request(server).get(`/book/${ids.www}/999999/en`).expect(404);
    await request(server).get('/book').expect(404);
  });

  it('shows the empty shelf of a site without books', async () => {
    const res = await request(server).get(`/book/${ids.jose}/${ids.joseBoard}/en`).expect(200);
    expect(mainText(res.text)).toContain('No books have been published here yet.');
  });
});

describe.skipIf(!hasChromium)('/newEditorial and /book in Chromium', () => {
  let browser: Browser;
  const ids = { plosone: 0, board: 0, www: 0, menu: 0 };

  async function channel(sld: string, code?: string): Promise<[number, number]> {
    const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ site(sld: "${sld}") { id } }` }),
    });
    const site = ((await r.json()) as { data: { site: { id: number } } }).data.site.id;
    const list = (await (
      await fetch(`${stack.rcPubUrl}/rc-pub/front/layout/channels?siteId=${site}&filter=false`)
    ).json()) as {
      data: ChannelWire[];
    };
    return [site, list.data.find((c) => !code || c.code === code)!.id];
  }

  beforeAll(async () => {
    browser = await launchChromium();
    [ids.plosone, ids.board] = await channel('plosone', 'editorial');
    [ids.www, ids.menu] = await channel('www');
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  const shot = (name: string) =>
    process.env.SHOTS_DIR ? { path: join(process.env.SHOTS_DIR, name), fullPage: true } : null;

  it.each([
    [1440, 'zh'],
    [1440, 'en'],
    [390, 'zh'],
    [390, 'en'],
  ] as const)('at %i px in %s', async (width, lang) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const watch = watchPage(page);
    const board = `http://plosone.localhost:${port}/newEditorial/${ids.plosone}/${ids.board}/0/${lang}`;
    expect((await page.goto(board, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect.poll(() => page.locator('[data-testid="expert-detail"] h2').isVisible()).toBe(true);
    const s1 = shot(`editorial-board-${width}-${lang}.png`);
    if (s1) await page.screenshot(s1);
    const books = `http://www.localhost:${port}/book/${ids.www}/${ids.menu}/${lang}`;
    expect((await page.goto(books, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    expect(await hydrated(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.locator('[data-testid="book"] summary').first().click();
    const s2 = shot(`editorial-books-${width}-${lang}.png`);
    if (s2) await page.screenshot(s2);
    await page.close();
    expect(watch.errors).toEqual([]);
    expect(watch.graphqlRequests).toEqual([]);
  });

  it('shows the member a reader picks', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://plosone.localhost:${port}/newEditorial/${ids.plosone}/${ids.board}/0/en`);
    expect(await hydrated(page)).toBe(true);
    await page.getByRole('link', { name: /\[Demo\] Board Member 3\b/ }).click();
    await expect
      .poll(() => page.locator('[data-testid="expert-detail"] h2').textContent())
      .toBe('[Demo] Board Member 3');
    expect(page.url()).toMatch(/\/newEditorial\/\d+\/\d+\/\d+\/en$/);
    await page.close();
  });

  it('opens the book cloud in a new tab, and shows the server message when the jump fails', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // the book cloud is not on this machine: answer its page here
    await context.route(`${CLOUD}**`, (route) =>
      route.fulfill({ status: 200, body: 'book cloud', contentType: 'text/plain' }),
    );
    const page = await context.newPage();
    await page.goto(`http://www.localhost:${port}/book/${ids.www}/${ids.menu}/en`);
    expect(await hydrated(page)).toBe(true);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('book-cloud-read').first().click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^https:\/\/books\.example\.org\/sso\?p=/);
    await tab.close();
    await page.route('**/graphql', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            { message: 'Book cloud reading is not available on this portal', extensions: { code: 'NOT_CONFIGURED' } },
          ],
        }),
      }),
    );
    await page.getByTestId('book-cloud-read').first().click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('Book cloud reading is not available on this portal');
    // the blank tab was closed again (window.close() is asynchronous: Chromium reports it a moment later)
    await expect.poll(() => context.pages().length, { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});
