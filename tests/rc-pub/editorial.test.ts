/**
 * rc-pub experts and books (the expert list, book config and book jump of docs/product/content.md; expert
 * list page size 10): paging, both sorts, unknown ids, site isolation, the BOOK_CLOUD_CHECK config and the encrypted
 * book-jump ticket. Two sites get the seed's demo boards and books (rc-pub/src/seed/editorial.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOK_CLOUD_CHECK,
  type BookJumpTicket,
  type BookWire,
  EditorialPaths,
  type ExpertGroupWire,
  type ExpertWire,
} from '../../rc-pub/src/contract/editorial.js';
import type { Page } from '../../rc-pub/src/contract/wire.js';
import { encryptField, parseAesKey } from '../../rc-pub/src/lib/field-crypto.js';
import type { TestApp } from './app-helper.js';
import { type EditorialApp, TEST_BOOK_CLOUD, startEditorialApp } from './editorial-helper.js';

let t: EditorialApp;
let off: EditorialApp;
let www: number;
let jose: number;
let key: Buffer;

const experts = async (query: Record<string, string | number>, lang = 'zh') =>
  (await t.http.get(EditorialPaths.expertList).set('language', lang).query(query)).body as {
    status: number;
    message: string;
    data: ExpertGroupWire[] | null;
  };

const ticket = (over: Partial<BookJumpTicket> = {}): string =>
  encryptField(key, JSON.stringify({ siteId: www, bookId: 1, issuedAt: Date.now(), member: null, ...over }));

beforeAll(async () => {
  t = await startEditorialApp({ RC_PUB_BOOK_CLOUD_URL: TEST_BOOK_CLOUD });
  off = await startEditorialApp();
  ({ www, jose } = t);
  key = parseAesKey(t.config.aesKey.value!);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await off?.close();
});

describe('expert list (the first expert is data[0].content[0].id; page size 10)', () => {
  it('pages a board of 12 by 10 in board order, the chief editor first', async () => {
    const first = await experts({ siteId: www, topicId: 1, page: 0, size: 10, sort: 'sort' });
    expect(first.status).toBe(0);
    const g = first.data![0]!;
    expect([g.total, g.page, g.size, g.content.length, g.topicId]).toEqual([12, 0, 10, 10, 1]);
    expect(g.content[0]!.nameZh).toBe('【演示】编委 1');
    expect(g.content[0]!.titleEn).toBe('[Demo] Editor-in-Chief');
    const second = (await experts({ siteId: www, page: 1 })).data![0]!;
    expect(second.size).toBe(10); // the default page size (docs/product/content.md#editorial-board)
    expect(second.content.map((e) => e.sort)).toEqual([11, 12]);
    expect(second.topicId).toBeNull();
  });

  it('sorts by name in the request language when sort=name', async () => {
    const byName = (await experts({ siteId: www, sort: 'name', size: 4 }, 'en')).data![0]!.content;
    // '[Demo] Board Member 10' sorts before '… 2': a name order, not the board order
    expect(byName.map((e) => e.nameEn.replace('[Demo] Board Member ', ''))).toEqual(['1', '10', '11', '12']);
  });

  it('keeps sites apart and answers an empty board for an unknown topic', async () => {
    const j = (await experts({ siteId: jose })).data![0]!;
    expect(j.total).toBe(4);
    expect(j.content.every((e) => e.siteId === jose)).toBe(true);
    expect((await experts({ siteId: www, topicId: 999 })).data![0]!.total).toBe(0);
  });

  it('answers 404 for an unknown site and 400 for a bad sort or page size', async () => {
    expect((await experts({ siteId: 99999 })).status).toBe(404);
    expect((await experts({ siteId: www, sort: 'visits' })).status).toBe(400);
    expect((await experts({ siteId: www, size: 1000 })).status).toBe(400);
  });
});

describe('expert and book by id: unknown ids and site isolation', () => {
  it('answers an expert of its site, 404 from another site or for an unknown id', async () => {
    const id = (await experts({ siteId: jose })).data![0]!.content[0]!.id;
    const ok = await t.http.get(`${EditorialPaths.expert}/${id}`).query({ siteId: jose });
    expect(ok.body.status).toBe(0);
    expect((ok.body.data as ExpertWire).bioEn).toContain('no real person');
    const other = await t.http.get(`${EditorialPaths.expert}/${id}`).set('language', 'en').query({ siteId: www });
    expect([other.body.status, other.body.message]).toEqual([404, `Board member not found: ${id}`]);
    expect((await t.http.get(`${EditorialPaths.expert}/999999`).query({ siteId: jose })).body.status).toBe(404);
  });

  it('lists books newest year first, with demo ISBNs only; 404 across sites', async () => {
    const list = (await t.http.get(EditorialPaths.bookList).query({ siteId: www })).body.data as Page<BookWire>;
    expect(list.total).toBe(3);
    expect(list.content.map((b) => b.year)).toEqual([2024, 2022, null]);
    expect(list.content.every((b) => b.titleEn.startsWith('[Demo]') && (!b.isbn || b.isbn.startsWith('DEMO-')))).toBe(
      true,
    );
    const id = list.content[0]!.id;
    expect((await t.http.get(`${EditorialPaths.book}/${id}`).query({ siteId: www })).body.data.edition).toBe('2');
    expect((await t.http.get(`${EditorialPaths.book}/${id}`).query({ siteId: jose })).body.status).toBe(404);
    const none = (await t.http.get(EditorialPaths.bookList).query({ siteId: jose })).body.data as Page<BookWire>;
    expect(none.total).toBe(0); // jose has no demo books
  });
});

describe('book config and book jump (docs/product/content.md#books)', () => {
  it("answers configValue 'true' only when RC_PUB_BOOK_CLOUD_URL is set", async () => {
    const on = await t.http.get(EditorialPaths.bookConfig).query({ configName: BOOK_CLOUD_CHECK });
    expect(on.body.data).toEqual({ configName: BOOK_CLOUD_CHECK, configValue: 'true' });
    const no = await off.http.get(EditorialPaths.bookConfig).query({ configName: BOOK_CLOUD_CHECK });
    expect(no.body.data.configValue).toBe('false');
    expect((await t.http.get(EditorialPaths.bookConfig).query({ configName: 'OTHER' })).body.status).toBe(400);
  });

  it('turns a fresh ticket of a real book into the book cloud URL carrying p', async () => {
    const books = (await t.http.get(EditorialPaths.bookList).query({ siteId: www })).body.data as Page<BookWire>;
    const p = ticket({ bookId: books.content[0]!.id });
    const r = await t.http.get(EditorialPaths.bookJump).query({ p });
    expect(r.body.status).toBe(0);
    const url = new URL(r.body.data.jumpUrl);
    expect(`${url.origin}${url.pathname}`).toBe(TEST_BOOK_CLOUD);
    expect(url.searchParams.get('p')).toBe(p);
  });

  it('refuses a tampered, stale or foreign ticket, an unknown book, and a portal without a book cloud', async () => {
    const books = (await t.http.get(EditorialPaths.bookList).query({ siteId: www })).body.data as Page<BookWire>;
    const bookId = books.content[0]!.id;
    const jump = (app: TestApp, p: string) => app.http.get(EditorialPaths.bookJump).set('language', 'en').query({ p });
    const good = ticket({ bookId });
    const tampered = `${good.slice(0, 20)}${good[20] === 'A' ? 'B' : 'A'}${good.slice(21)}`;
    expect((await jump(t, tampered)).body.status).toBe(400);
    expect((await jump(t, ticket({ bookId, issuedAt: Date.now() - 10 * 60_000 }))).body.status).toBe(400);
    expect((await jump(t, encryptField(key, 'not json'))).body.status).toBe(400);
    expect((await jump(t, ticket({ bookId, siteId: jose }))).body.status).toBe(404);
    expect((await jump(t, ticket({ bookId: 999999 }))).body.status).toBe(404);
    const offAnswer = (await jump(off, good)).body;
    expect([offAnswer.status, offAnswer.message]).toEqual([
      10005,
      'Book cloud reading is not available on this portal',
    ]);
    expect((await jump(t, tampered)).body.message).toContain('expired');
  });
});
