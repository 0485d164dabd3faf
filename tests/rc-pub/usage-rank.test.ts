/**
 * Rankings (/front/rank, docs/product/usage.md#rankings; windows 3 months, 6 months, 1, 2, 3 years, all) per window and scope
 * (a single journal's site, a group across its journals, one journal), cited-by counts from references matched by DOI,
 * and above all: the ranking changes after a reader reads and downloads, not after a crawler does.
 */
import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { articles, sitePublications, sites } from '../../rc-pub/src/db/schema/index.js';
import { addUsage, recomputeCitations } from '../../rc-pub/src/repositories/usage.js';
import { isoDay, METRIC, windowStart } from '../../rc-pub/src/usage/metrics.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

let tdb: TestDb;
let app: Awaited<ReturnType<typeof buildApp>>;
let http: ReturnType<typeof supertest>;
let single: { id: number; pub: number };
let group: { id: number };
let a1: number;
let a2: number;
let a3: number;
let b1: number;

const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

async function siteBySld(sld: string) {
  const [s] = await tdb.handle.db.select().from(sites).where(eq(sites.sld, sld));
  return s!;
}

async function journalArticles(pub: number): Promise<number[]> {
  const rows = await tdb.handle.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.publicationId, pub))
    .orderBy(articles.id);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config: testRcPubConfig({ RC_PUB_USAGE_FLUSH_SECONDS: '0' }), db: tdb.handle });
  await app.ready();
  http = supertest(app.server);
  const plosone = await siteBySld('plosone');
  const [link] = await tdb.handle.db.select().from(sitePublications).where(eq(sitePublications.siteId, plosone.id));
  single = { id: plosone.id, pub: link!.publicationId };
  group = { id: (await siteBySld('plos')).id };
  [a1, a2, a3] = (await journalArticles(single.pub)) as [number, number, number];
  const groupPubs = await tdb.handle.db.select().from(sitePublications).where(eq(sitePublications.siteId, group.id));
  const other = groupPubs.find((p) => p.publicationId !== single.pub)!.publicationId;
  [b1] = (await journalArticles(other)) as [number];
  const v = (articleId: number, day: string, count: number) => ({ articleId, day, metric: METRIC.abstract, count });
  await addUsage(tdb.handle.db, [
    v(a1, daysAgo(120), 5),
    v(a2, daysAgo(10), 3),
    v(a3, daysAgo(1200), 10),
    v(b1, daysAgo(10), 4),
    { articleId: a1, day: daysAgo(300), metric: METRIC.download, count: 2 },
    { articleId: a3, day: daysAgo(800), metric: METRIC.download, count: 1 },
  ]);
}, 600_000);
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
});

async function ranking(q: Record<string, string | number>) {
  const res = await http.get('/rc-pub/front/rank').query(q).expect(200);
  return res.body as {
    status: number;
    data: { from: string | null; entries: { rank: number; count: number; article: { id: number } }[] };
  };
}
const pairs = (r: Awaited<ReturnType<typeof ranking>>) => r.data.entries.map((e) => [e.article.id, e.count]);

describe('GET /rc-pub/front/rank', () => {
  it('ranks a single site by views in each ranking window', async () => {
    const q = { siteId: single.id, metric: 'views' };
    expect(pairs(await ranking({ ...q, window: '3m' }))).toEqual([[a2, 3]]);
    expect(pairs(await ranking({ ...q, window: '6m' }))).toEqual([
      [a1, 5],
      [a2, 3],
    ]);
    for (const window of ['1y', '2y', '3y'])
      expect(pairs(await ranking({ ...q, window }))).toEqual([
        [a1, 5],
        [a2, 3],
      ]);
    const all = await ranking({ ...q, window: 'all' });
    expect(all.data.from).toBeNull();
    expect(pairs(all)).toEqual([
      [a3, 10],
      [a1, 5],
      [a2, 3],
    ]);
    expect(all.data.entries.map((e) => e.rank)).toEqual([1, 2, 3]);
  });

  it('names the first day of a window', async () => {
    expect((await ranking({ siteId: single.id, window: '1y' })).data.from).toBe(windowStart('1y'));
  });

  it('ranks downloads by window', async () => {
    const q = { siteId: single.id, metric: 'downloads' };
    expect(pairs(await ranking({ ...q, window: '6m' }))).toEqual([]);
    expect(pairs(await ranking({ ...q, window: '1y' }))).toEqual([[a1, 2]]);
    expect(pairs(await ranking({ ...q, window: '3y' }))).toEqual([
      [a1, 2],
      [a3, 1],
    ]);
  });

  it('ranks across a group’s journals, or one journal of the group', async () => {
    expect(pairs(await ranking({ siteId: group.id, window: '3m' }))).toEqual([
      [b1, 4],
      [a2, 3],
    ]);
    expect(pairs(await ranking({ siteId: group.id, publicationId: single.pub, window: '3m' }))).toEqual([[a2, 3]]);
    expect(pairs(await ranking({ siteId: single.id, window: '3m', size: 1 }))).toEqual([[a2, 3]]);
  });

  it('answers 404 for a journal the site does not show and for an unknown site, 400 for a bad window', async () => {
    const other = (await tdb.handle.db.select().from(articles).where(eq(articles.id, b1)))[0]!.publicationId;
    expect((await ranking({ siteId: single.id, publicationId: other })).status).toBe(404);
    expect((await ranking({ siteId: 999_999 })).status).toBe(404);
    expect((await ranking({ siteId: single.id, window: '5y' })).status).toBe(400);
  });
});

describe('cited by articles on this platform', () => {
  it('counts distinct citing articles by DOI (any case), never the article itself, and ranks by them', async () => {
    const [target] = await tdb.handle.db.select().from(articles).where(eq(articles.id, a2));
    expect(target!.doi).toBeTruthy();
    await recomputeCitations(tdb.handle.db);
    const before = (await tdb.handle.db.select().from(articles).where(eq(articles.id, a2)))[0]!.citations;
    const cite = (id: number, doi: string) =>
      tdb.handle.db.execute(
        sql`UPDATE articles SET "references" = "references" || ${JSON.stringify([
          { id: 'usage-test', text: '[Test reference]', doi },
          { id: 'usage-test-2', text: '[Test reference, again]', doi },
        ])}::jsonb WHERE id = ${id}`,
      );
    await cite(a1, target!.doi!.toUpperCase());
    await cite(b1, ` ${target!.doi!} `);
    await cite(a2, target!.doi!);
    await recomputeCitations(tdb.handle.db);
    const after = (await tdb.handle.db.select().from(articles).where(eq(articles.id, a2)))[0]!;
    expect(after.citations).toBe(before + 2);
    const stats = await http.get('/rc-pub/front/front-article/statistics').query({ id: a2 }).expect(200);
    expect(stats.body.data.citedBy).toBe(before + 2);
    const top = await ranking({ siteId: group.id, metric: 'citations', window: 'all', size: 50 });
    expect(top.data.entries.find((e) => e.article.id === a2)?.count).toBe(before + 2);
  });
});

describe('done when: rankings follow readers, not crawlers', () => {
  it('changes after a reader reads and downloads a few articles, not after a crawler does', async () => {
    const top = async (metric: string) =>
      pairs(await ranking({ siteId: single.id, metric, window: '3m' })).map(([id]) => id);
    const before = { views: await top('views'), downloads: await top('downloads') };
    const act = (ua: string) => async (id: number) => {
      await http
        .post('/rc-pub/front/front-article/usage')
        .set('user-agent', ua)
        .send({ articleId: id, metric: 'abstract' });
      await http.get('/rc-pub/front/files/download').query({ kind: 'xml', articleId: id }).set('user-agent', ua);
    };
    const [c1, c2, c3] = (await journalArticles(single.pub)).slice(-3) as [number, number, number];
    for (let i = 0; i < 20; i++) await act(BINGBOT)(c1);
    await app.usage.flush();
    expect(await top('views')).toEqual(before.views);
    expect(await top('downloads')).toEqual(before.downloads);
    for (const id of [c1, c2, c3]) await act(CHROME)(id);
    await app.usage.flush();
    expect(await top('views')).not.toEqual(before.views);
    expect(await top('views')).toContain(c1);
  });
});
