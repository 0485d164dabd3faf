/**
 * Usage counting end to end through the gateway and the real rc-pub on the seeded database: the rankings of a site
 * (/front/rank and its windows, docs/product/usage.md#rankings) change after a reader reads and downloads a few articles and do not change when a crawler
 * does the same; an article's usage (docs/product/usage.md#article-usage) follows; a journal the site does not show has no ranking.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { articles, sitePublications, sites } from '../../rc-pub/src/db/schema/index.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { type GatewayApp, testGateway } from './gateway-app.js';

const READER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15';
const CRAWLER = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

let tdb: TestDb;
let rc: Awaited<ReturnType<typeof buildApp>>;
let gateway: GatewayApp;
let http: ReturnType<typeof request>;
let journalArticles: number[];
let otherJournal: number;

beforeAll(async () => {
  tdb = await createSeededTestDb();
  rc = await buildApp({ config: testRcPubConfig({ RC_PUB_USAGE_FLUSH_SECONDS: '0' }), db: tdb.handle });
  await rc.listen({ port: 0, host: '127.0.0.1' });
  gateway = await testGateway(`http://127.0.0.1:${(rc.server.address() as AddressInfo).port}`);
  http = request(rc.server);
  const [site] = await tdb.handle.db.select().from(sites).where(eq(sites.sld, 'plosone'));
  const [link] = await tdb.handle.db.select().from(sitePublications).where(eq(sitePublications.siteId, site!.id));
  const rows = await tdb.handle.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.publicationId, link!.publicationId));
  journalArticles = rows.map((r) => r.id).sort((a, b) => a - b);
  const [other] = await tdb.handle.db.select().from(sitePublications).where(eq(sitePublications.publicationId, 999));
  otherJournal = other?.publicationId ?? 2_000_000;
}, 600_000);
afterAll(async () => {
  await gateway?.close();
  await rc?.close();
  await tdb?.cleanup();
});

interface Gql {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(query: string, variables: Record<string, unknown>, userAgent = READER): Promise<Gql> {
  const res = await request(gateway.server)
    .post('/graphql')
    .set('host', 'plosone.localhost')
    .set('user-agent', userAgent)
    .set('content-type', 'application/json')
    .send({ query, variables });
  return res.body as Gql;
}

const RANKING = `query($metric: RankMetric!, $window: RankWindow!, $publicationId: Int) {
  site { ranking(metric: $metric, window: $window, publicationId: $publicationId, size: 5) {
    metric window from entries { rank count article { id title } } } } }`;

async function top(metric: 'VIEWS' | 'DOWNLOADS', window = 'MONTHS_3'): Promise<[number, number][]> {
  const body = await gql(RANKING, { metric, window });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const ranking = (body.data!.site as { ranking: { entries: { count: number; article: { id: string | number } }[] } })
    .ranking;
  return ranking.entries.map((e) => [Number(e.article.id), e.count]);
}

/** Opens, reads and downloads article `id` as `userAgent` would. */
async function readAndDownload(id: number, userAgent: string): Promise<boolean[]> {
  const record = `mutation($id: Int!, $m: PageUsageMetric!) { recordArticleUsage(articleId: $id, metric: $m) }`;
  const counted: boolean[] = [];
  for (const m of ['ABSTRACT', 'FULL_TEXT']) {
    const body = await gql(record, { id, m }, userAgent);
    counted.push((body.data as { recordArticleUsage: boolean }).recordArticleUsage);
  }
  const file = await request(gateway.server)
    .get('/rc-pub/front/files/download')
    .query({ kind: 'xml', articleId: id })
    .set('host', 'plosone.localhost')
    .set('user-agent', userAgent);
  expect([200, 404]).toContain(file.status);
  return counted;
}

describe('rankings through the gateway', () => {
  it('do not change when a crawler reads and downloads, and change when a reader does', async () => {
    const before = { views: await top('VIEWS'), downloads: await top('DOWNLOADS') };
    const picked = journalArticles.slice(-3);
    for (const id of picked) expect(await readAndDownload(id, CRAWLER)).toEqual([false, false]);
    await rc.usage.flush();
    expect(await top('VIEWS')).toEqual(before.views);
    expect(await top('DOWNLOADS')).toEqual(before.downloads);

    for (const id of picked) expect(await readAndDownload(id, READER)).toEqual([true, true]);
    // a second click within 30 s counts once (COUNTER R5)
    expect(await readAndDownload(picked[0]!, READER)).toEqual([false, false]);
    await rc.usage.flush();
    const views = await top('VIEWS');
    expect(views).not.toEqual(before.views);
    for (const id of picked) expect(views.map(([a]) => a)).toContain(id);
    expect(views.find(([a]) => a === picked[0])?.[1]).toBe(1);
    expect(await top('VIEWS', 'ALL')).toEqual(expect.arrayContaining([[picked[0], 1]]));
  });

  it("answers an article's usage with the last 12 months and its cited-by count", async () => {
    const id = journalArticles.at(-1)!;
    const body = await gql(
      `query($id: Int!) { article(id: $id) { usage { abstractViews fulltextViews downloads citedBy months { month abstractViews } } } }`,
      { id },
    );
    const usage = (body.data!.article as { usage: Record<string, unknown> & { months: { month: string }[] } }).usage;
    expect(usage).toMatchObject({ abstractViews: 1, fulltextViews: 1, citedBy: expect.any(Number) });
    expect(usage.months).toHaveLength(12);
    expect(usage.months.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
  });

  it('counts a same-origin view beacon (POST /usage) by the same rules, and refuses cross-site or bad ones', async () => {
    const id = journalArticles[0]!;
    const before = (await http.get('/rc-pub/front/front-article/statistics').query({ id })).body.data.abstractViews;
    const beacon = (body: string, site: string, ua = READER) =>
      request(gateway.server)
        .post('/usage')
        .set('host', 'plosone.localhost')
        .set('sec-fetch-site', site)
        .set('user-agent', ua)
        .set('content-type', 'text/plain;charset=UTF-8')
        .send(body);
    const event = JSON.stringify({ articleId: id, metric: 'abstract' });
    expect((await beacon(event, 'cross-site')).status).toBe(403);
    expect((await beacon('{"articleId":"x"}', 'same-origin')).status).toBe(400);
    expect((await beacon(event, 'same-origin', CRAWLER)).status).toBe(204);
    expect((await beacon(event, 'same-origin')).status).toBe(204);
    expect((await beacon(event, 'same-origin')).status).toBe(204);
    const after = (await http.get('/rc-pub/front/front-article/statistics').query({ id })).body.data.abstractViews;
    expect(after).toBe(before + 1);
  });

  it('counts a search results page beacon as a platform search (COUNTER Searches_Platform), a reader once per 30 s', async () => {
    const [site] = await tdb.handle.db.select().from(sites).where(eq(sites.sld, 'plosone'));
    const siteId = site!.id;
    const beacon = (body: unknown, ua = READER) =>
      request(gateway.server)
        .post('/usage')
        .set('host', 'plosone.localhost')
        .set('sec-fetch-site', 'same-origin')
        .set('user-agent', ua)
        .set('content-type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify(body));
    const searches = async () => {
      await rc.usage.flush();
      const res = await tdb.handle.db.execute(
        sql`SELECT coalesce(sum(count), 0)::int AS n FROM platform_searches_daily WHERE site_id = ${siteId}`,
      );
      return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const before = await searches();
    const search = { siteId, q: 'gene expression', field: 'all', page: 0, size: 20 };
    expect((await beacon({ siteId, search })).status).toBe(204);
    expect((await beacon({ siteId, search })).status).toBe(204); // the same reader again at once
    expect((await beacon({ siteId, search: { ...search, page: 1 } })).status).toBe(204); // its next page
    expect((await beacon({ siteId, search }, CRAWLER)).status).toBe(204);
    expect(await searches()).toBe(before + 1);
    expect((await beacon({ siteId: 999_999, search })).status).toBe(400);
    expect((await beacon({ siteId, search: ['q'] })).status).toBe(400);
    const wide = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i]));
    expect((await beacon({ siteId, search: wide })).status).toBe(400);
  });

  it('answers no ranking for a journal the site does not show', async () => {
    const body = await gql(RANKING, { metric: 'VIEWS', window: 'ALL', publicationId: otherJournal });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ site: { ranking: null } });
  });
});
