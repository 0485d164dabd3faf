/**
 * The editorial board and books pages server-rendered through the real gateway over the seeded rc-pub (;
 * docs/product/content.md /newEditorial/{siteId}/{menuId}/{firstExpertId}/{lang}, the /book route of menu code book; experts and
 * books; §8 404; §9 page size 10): zh and en, paging, the selected member, demo markers, empty fields left out, the
 * book-cloud button with RC_PUB_BOOK_CLOUD_URL set and no `p` or jump URL in the page, 404 for unknown or foreign ids.
 * The seed's `editorial` menu item (disabled in the menu, but a channel of its site) is the board's menu item.
 *
 * Own stack: rc-pub names a book cloud (RC_PUB_BOOK_CLOUD_URL) for the book jump.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelWire } from '../../rc-pub/src/contract/wire.js';
import { startStack, type Stack } from './helpers/stack.js';

const CLOUD = 'https://books.example.org/sso';
let stack: Stack;
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
  stack = await startStack({ rcPubEnv: { RC_PUB_BOOK_CLOUD_URL: CLOUD } });
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

describe('/newEditorial (docs/product/content.md, code editorial, page size 10)', () => {
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

  it('answers 404 for an unknown menu item, a menu item of another site, a foreign member and malformed ids', async () => {
    await request(server).get(`/newEditorial/${ids.plosone}/999999/0/en`).expect(404);
    const foreign = await request(server).get(`/newEditorial/${ids.plosone}/${ids.joseBoard}/0/en`).expect(404);
    expect(foreign.text).toContain('This page could not be found');
    const joseFirst = /data-expert-id="(\d+)"/.exec(
      (await request(server).get(`/newEditorial/${ids.jose}/${ids.joseBoard}/0/en`).expect(200)).text,
    )![1];
    await request(server).get(`/newEditorial/${ids.plosone}/${ids.plosoneBoard}/${joseFirst}/en`).expect(404);
    await request(server).get(`/newEditorial/${ids.plosone}/abc/0/en`).expect(404);
    await request(server).get('/newEditorial').expect(404);
  });
});

describe('/book (menu code book; docs/product/content.md, books, book config)', () => {
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
