/**
 * Editorial boards, books and the book-cloud jump through the real gateway over the real rc-pub (/newEditorial,
 * the expert list, book config and book jump of docs/product/content.md#editorial-board and #books, and their error toasts): the board of a menu item pages by 10
 * and shows its first expert; a menu item of another site, or an expert of another site, is null (the page's 404);
 * the jump's `p` is built and encrypted by the gateway (the browser sends only site and book ids) and decrypts, with
 * the shared key, to the ticket of that book; rc-pub's refusals reach the client with their message.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookJumpTicket } from '../../rc-pub/src/contract/editorial.js';
import { decryptField, parseAesKey } from '../../rc-pub/src/lib/field-crypto.js';
import { type EditorialApp, TEST_BOOK_CLOUD, startEditorialApp } from '../rc-pub/editorial-helper.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

let rc: EditorialApp;
let rcOff: EditorialApp;
let gateway: GatewayApp;
let gatewayOff: GatewayApp;

async function start(app: EditorialApp): Promise<GatewayApp> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  return testGateway(url, { RC_PUB_AES_KEY: app.config.aesKey.value ?? '' });
}

beforeAll(async () => {
  rc = await startEditorialApp({ RC_PUB_BOOK_CLOUD_URL: TEST_BOOK_CLOUD });
  rcOff = await startEditorialApp();
  gateway = await start(rc);
  gatewayOff = await start(rcOff);
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await gatewayOff?.close();
  await rc?.close();
  await rcOff?.close();
});

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql(app: GatewayApp, query: string, variables: Record<string, unknown>, lang = 'en'): Promise<Body> {
  const res = await request(app.server).post('/graphql').set('x-language', lang).send({ query, variables });
  return res.body as Body;
}

const BOARD = `query($s: Int!, $m: Int!, $page: Int, $e: Int) {
  editorialBoard(siteId: $s, menuId: $m) {
    menu { name } topicId
    experts(page: $page) { total page size items { id name title } }
    expert(id: $e) { id name title affiliation bio photoUrl }
  }
}`;

interface Board {
  menu: { name: string };
  topicId: number | null;
  experts: { total: number; page: number; size: number; items: { id: number; name: string; title: string }[] };
  expert: { id: number; name: string; affiliation: string | null; bio: string[]; photoUrl: string | null } | null;
}

const board = async (v: Record<string, unknown>, lang = 'en') =>
  (await gql(gateway, BOARD, { s: rc.www, m: rc.menus.editorial, ...v }, lang)).data?.editorialBoard as Board | null;

describe('editorialBoard (/newEditorial, 10 a page; docs/product/content.md#editorial-board)', () => {
  it('pages the board by 10 and shows the first expert when none is named', async () => {
    const b = (await board({}))!;
    expect([b.menu.name, b.topicId, b.experts.total, b.experts.size, b.experts.items.length]).toEqual([
      'Editorial Board',
      1,
      12,
      10,
      10,
    ]);
    expect(b.expert?.id).toBe(b.experts.items[0]!.id);
    expect(b.expert?.name).toBe('[Demo] Board Member 1');
    expect(b.expert?.bio.length).toBe(2); // two paragraphs
    expect(b.expert?.photoUrl).toBeNull();
    const p2 = (await board({ page: 1 }))!;
    expect(p2.experts.items.map((e) => e.name)).toEqual(['[Demo] Board Member 11', '[Demo] Board Member 12']);
    const zh = (await board({}, 'zh'))!;
    expect([zh.menu.name, zh.expert?.name]).toEqual(['编委会', '【演示】编委 1']);
  });

  it('shows a named expert of the site, null for an expert of another site or an unknown one', async () => {
    const named = (await board({ page: 1 }))!.experts.items[1]!;
    expect((await board({ e: named.id }))!.expert?.name).toBe('[Demo] Board Member 12');
    const joseExpert = (
      (await request(rc.app.server).get('/rc-pub/front/expert/list').query({ siteId: rc.jose })).body.data[0]
        .content[0] as { id: number }
    ).id;
    expect((await board({ e: joseExpert }))!.expert).toBeNull();
    expect((await board({ e: 999_999 }))!.expert).toBeNull();
  });

  it('is null for a menu item of another site or an unknown one (the page answers 404)', async () => {
    const other = await gql(gateway, BOARD, { s: rc.jose, m: rc.menus.editorial });
    expect(other.errors).toBeUndefined();
    expect(other.data?.editorialBoard).toBeNull();
    expect((await gql(gateway, BOARD, { s: rc.www, m: 999_999 })).data?.editorialBoard).toBeNull();
  });
});

const SHELF = `query($s: Int, $m: Int!) {
  bookShelf(siteId: $s, menuId: $m) { siteId bookCloud books { total items { id title isbn edition year catalogue } } }
}`;
const JUMP = 'mutation($s: Int!, $b: Int!) { bookCloudJump(siteId: $s, bookId: $b) }';

interface Shelf {
  siteId: number;
  bookCloud: boolean;
  books: { total: number; items: { id: number; title: string; isbn: string | null; catalogue: string[] }[] };
}

describe('bookShelf and bookCloudJump (book config and book jump, docs/product/content.md#books)', () => {
  it("lists the site's books and says whether the book cloud is on", async () => {
    const on = (await gql(gateway, SHELF, { s: rc.www, m: rc.menus.book })).data?.bookShelf as Shelf;
    expect([on.bookCloud, on.books.total]).toEqual([true, 3]);
    expect(on.books.items[0]!.catalogue).toHaveLength(3);
    expect(on.books.items[2]!.isbn).toBeNull();
    const off = (await gql(gatewayOff, SHELF, { s: rcOff.www, m: rcOff.menus.book })).data?.bookShelf as Shelf;
    expect(off.bookCloud).toBe(false);
    // the fallback link /book?columnId= names no site: the menu item's own site
    const bare = (await gql(gateway, SHELF, { s: null, m: rc.menus.book })).data?.bookShelf as Shelf;
    expect([bare.siteId, bare.books.total]).toEqual([rc.www, 3]);
    expect((await gql(gateway, SHELF, { s: rc.jose, m: rc.menus.book })).data?.bookShelf).toBeNull();
  });

  it('builds and encrypts p on the server: the URL carries a ticket of that book that only the key opens', async () => {
    const shelf = (await gql(gateway, SHELF, { s: rc.www, m: rc.menus.book })).data?.bookShelf as Shelf;
    const bookId = shelf.books.items[0]!.id;
    const before = Date.now();
    const r = await gql(gateway, JUMP, { s: rc.www, b: bookId });
    expect(r.errors).toBeUndefined();
    const url = new URL(r.data?.bookCloudJump as string);
    expect(`${url.origin}${url.pathname}`).toBe(TEST_BOOK_CLOUD);
    const p = url.searchParams.get('p')!;
    expect(Buffer.from(p, 'base64').toString('latin1')).not.toContain('bookId'); // encrypted, not a readable ticket
    const ticket = JSON.parse(decryptField(parseAesKey(rc.config.aesKey.value!), p)) as BookJumpTicket;
    expect(ticket).toMatchObject({ siteId: rc.www, bookId, member: null });
    expect(ticket.issuedAt).toBeGreaterThanOrEqual(before);
    const again = new URL((await gql(gateway, JUMP, { s: rc.www, b: bookId })).data?.bookCloudJump as string);
    expect(again.searchParams.get('p')).not.toBe(p); // a fresh IV each time
  });

  it("passes rc-pub's refusal and its message on for the error toast", async () => {
    const shelf = (await gql(gateway, SHELF, { s: rc.www, m: rc.menus.book })).data?.bookShelf as Shelf;
    const bookId = shelf.books.items[0]!.id;
    const foreign = await gql(gateway, JUMP, { s: rc.jose, b: bookId }, 'zh');
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe(`图书不存在：${bookId}`);
    const off = await gql(gatewayOff, JUMP, { s: rcOff.www, b: bookId });
    expect(off.errors?.[0]?.extensions?.code).toBe('NOT_CONFIGURED');
    expect(off.errors?.[0]?.message).toBe('Book cloud reading is not available on this portal');
  });
});
