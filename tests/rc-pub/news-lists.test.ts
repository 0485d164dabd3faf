/**
 * rc-pub's news lists on the real seed (docs/product/content.md#news: news items, tabs and page sizes;
 * the /front/front-news calls): every shown site has demo news of each of the four types, the list pages them newest first, filters
 * by type and keeps to its site; unknown ids and bad paging answer envelopes, not 500; demo items are visibly demo,
 * their pictures are stored files and their reprints carry a source link.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { NewsWire } from '../../rc-pub/src/contract/news.js';
import type { Page, SiteWire } from '../../rc-pub/src/contract/wire.js';
import { sites } from '../../rc-pub/src/db/schema/index.js';
import { DEMO_NEWS_COUNTS, NEWS_TYPES } from '../../rc-pub/src/seed/news.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

let tdb: TestDb;
let app: Awaited<ReturnType<typeof buildApp>>;
let http: ReturnType<typeof supertest>;
/** Sites whose lookup succeeds (status 0): the ones that show news. */
let shown: SiteWire[];

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await app.ready();
  http = supertest(app.server);
  const rows = await tdb.handle.db.select().from(sites);
  shown = rows.filter((s) => s.status === 0).map((s) => ({ id: s.id, sld: s.sld }) as SiteWire);
}, 600_000);
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
});

async function list(query: Record<string, string | number>): Promise<Page<NewsWire>> {
  const res = await http.get(RcPubPaths.newsList).query(query).expect(200);
  expect(res.body.status).toBe(0);
  return res.body.data as Page<NewsWire>;
}

const siteId = (sld: string) => shown.find((s) => s.sld === sld)!.id;

describe('GET /front/front-news/list (news tabs)', () => {
  it('every shown site has demo news of each of the four types, the news type enough for two pages of 10', async () => {
    expect(shown.length).toBeGreaterThanOrEqual(9);
    for (const s of shown) {
      for (const type of NEWS_TYPES) {
        const page = await list({ siteId: s.id, newsDataType: type, size: 100 });
        expect(page.total, `${s.sld} ${type}`).toBeGreaterThanOrEqual(DEMO_NEWS_COUNTS[type]);
        expect(page.content.every((n) => n.newsDataType === type && n.siteId === s.id)).toBe(true);
      }
      expect((await list({ siteId: s.id, newsDataType: 'news' })).total, s.sld).toBeGreaterThan(10);
    }
  });

  it('pages newest first with the default size 10: page 1 holds the rest, beyond the last page is empty', async () => {
    const id = siteId('plosone');
    const first = await list({ siteId: id, newsDataType: 'news', page: 0 });
    const second = await list({ siteId: id, newsDataType: 'news', page: 1 });
    const beyond = await list({ siteId: id, newsDataType: 'news', page: 5 });
    expect(first).toMatchObject({ page: 0, size: 10 });
    expect(first.content).toHaveLength(10);
    expect(second.content).toHaveLength(first.total - 10);
    expect(beyond).toMatchObject({ total: first.total, page: 5, content: [] });
    const all = [...first.content, ...second.content];
    expect(new Set(all.map((n) => n.id)).size).toBe(first.total);
    const times = all.map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('without a type lists every type; an unknown type lists nothing', async () => {
    const id = siteId('elife');
    const every = await list({ siteId: id, size: 100 });
    expect(new Set(every.content.map((n) => n.newsDataType))).toEqual(new Set(NEWS_TYPES));
    expect(await list({ siteId: id, newsDataType: 'conference' })).toMatchObject({ total: 0, content: [] });
  });

  it('keeps to its site: two sites share no item', async () => {
    const a = await list({ siteId: siteId('plosone'), size: 100 });
    const b = await list({ siteId: siteId('plosmed'), size: 100 });
    const ids = new Set(a.content.map((n) => n.id));
    expect(b.content.some((n) => ids.has(n.id))).toBe(false);
    expect(b.content.every((n) => n.siteId === siteId('plosmed'))).toBe(true);
  });

  it('answers status 404 for an unknown site and 400 for a bad page or size in the envelope, never 500', async () => {
    const unknown = await http.get(RcPubPaths.newsList).query({ siteId: 999_999 });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ status: 404, code: 'NOT_FOUND', data: null });
    for (const q of [{ page: -1 }, { size: 0 }, { size: 101 }, { page: 'x' }, { newsDataType: 'x'.repeat(41) }]) {
      const res = await http.get(RcPubPaths.newsList).query({ siteId: siteId('www'), ...q });
      expect(res.status, JSON.stringify(q)).toBe(200);
      expect(res.body, JSON.stringify(q)).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
    }
  });
});

describe('demo news items (docs/product/content.md#news)', () => {
  it('are visibly demo in both languages', async () => {
    const page = await list({ siteId: siteId('zhdemo'), size: 100 });
    for (const n of page.content) {
      expect(n.titleZh).toMatch(/^\[演示\]/);
      expect(n.titleEn).toMatch(/^\[Demo\]/);
      expect(n.demo).toBe(true);
    }
  });

  it('have pictures that are stored demo images, and reprints with a source link', async () => {
    const page = await list({ siteId: siteId('plosone'), size: 100 });
    const pictured = page.content.filter((n) => n.topPictureId || n.coverId);
    expect(pictured.length).toBeGreaterThan(0);
    const fileId = pictured[0]!.topPictureId ?? pictured[0]!.coverId;
    const img = await http.get(RcPubPaths.file).query({ id: fileId! }).expect(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const reprints = page.content.filter((n) => n.original === 0);
    expect(reprints.length).toBeGreaterThan(0);
    expect(reprints.every((n) => /^https:\/\//.test(n.sourceLink ?? ''))).toBe(true);
    expect(page.content.filter((n) => n.original !== 0).every((n) => n.sourceLink === null)).toBe(true);
  });

  it('one item by id answers its detail; an unknown id answers envelope status 404', async () => {
    const [first] = (await list({ siteId: siteId('rsp'), newsDataType: 'statement' })).content;
    const detail = await http.get(`${RcPubPaths.news}/${first!.id}`).expect(200);
    expect(detail.body.data).toMatchObject({ id: first!.id, newsDataType: 'statement', demo: true });
    expect(detail.body.data.contentEn).toContain('[Demo]');
    const missing = await http.get(`${RcPubPaths.news}/999999`).set('language', 'en');
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ status: 404, code: 'NOT_FOUND', data: null });
    expect(missing.body.message).toMatch(/999999/);
  });
});
