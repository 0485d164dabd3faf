/**
 * COUNTER Release 5 rules of the usage counts (docs/product/usage.md#counting-rules): double
 * clicks within 30 s count once, crawlers (isbot) are left out, counts are written in batches and survive a restart
 * (the app writes what waits when it closes). Through the real rc-pub app on the seeded database.
 */
import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { articles } from '../../rc-pub/src/db/schema/index.js';
import { DoubleClickFilter, isCrawler } from '../../rc-pub/src/usage/counter.js';
import { METRIC } from '../../rc-pub/src/usage/metrics.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('COUNTER R5 rules', () => {
  it('counts two clicks of one user, article and metric within 30 s once, and again after 30 s', () => {
    const f = new DoubleClickFilter();
    expect(f.admit('u', 1, METRIC.abstract, 0)).toBe(true);
    expect(f.admit('u', 1, METRIC.abstract, 10_000)).toBe(false);
    expect(f.admit('u', 1, METRIC.abstract, 40_001)).toBe(true);
  });

  it('counts a chain of clicks each within 30 s of the one before once (R5 keeps the last of each pair)', () => {
    const f = new DoubleClickFilter();
    const counted = [0, 20_000, 40_000, 60_000].filter((t) => f.admit('u', 1, METRIC.fulltext, t));
    expect(counted).toHaveLength(1);
  });

  it('keeps users, articles and metrics apart', () => {
    const f = new DoubleClickFilter();
    expect(f.admit('u', 1, METRIC.abstract, 0)).toBe(true);
    expect(f.admit('v', 1, METRIC.abstract, 0)).toBe(true);
    expect(f.admit('u', 2, METRIC.abstract, 0)).toBe(true);
    expect(f.admit('u', 1, METRIC.download, 0)).toBe(true);
  });

  it('forgets entries older than the window', () => {
    const f = new DoubleClickFilter();
    f.admit('u', 1, METRIC.abstract, 0);
    f.admit('u', 2, METRIC.abstract, 25_000);
    f.prune(40_000);
    expect(f.size).toBe(1);
  });

  it('takes crawler user agents and empty ones for crawlers, browsers not', () => {
    expect(isCrawler(GOOGLEBOT)).toBe(true);
    expect(isCrawler('curl/8.5.0')).toBe(true);
    expect(isCrawler('')).toBe(true);
    expect(isCrawler(null)).toBe(true);
    expect(isCrawler(CHROME)).toBe(false);
    expect(isCrawler(FIREFOX)).toBe(false);
  });
});

describe('recording through rc-pub', () => {
  let tdb: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let http: ReturnType<typeof supertest>;
  let articleId: number;
  const config = testRcPubConfig({ RC_PUB_USAGE_FLUSH_SECONDS: '0' });

  beforeAll(async () => {
    tdb = await createSeededTestDb();
    app = await buildApp({ config, db: tdb.handle });
    await app.ready();
    http = supertest(app.server);
    const [row] = await tdb.handle.db.select({ id: articles.id }).from(articles).limit(1);
    articleId = row!.id;
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await tdb?.cleanup();
  });

  const view = (ua: string, metric = 'abstract', ip = '203.0.113.7', id = articleId) =>
    http
      .post('/rc-pub/front/front-article/usage')
      .set('user-agent', ua)
      .set('x-client-ip', ip)
      .send({ articleId: id, metric })
      .expect(200);
  const stats = async (id = articleId) =>
    (await http.get('/rc-pub/front/front-article/statistics').query({ id }).expect(200)).body.data;

  it('counts a reader once per 30 s, a second reader again, and no crawler; the counts show before the flush', async () => {
    expect((await view(CHROME)).body.data).toEqual({ counted: true });
    expect((await view(CHROME)).body.data).toEqual({ counted: false });
    expect((await view(FIREFOX)).body.data).toEqual({ counted: true });
    expect((await view(GOOGLEBOT)).body.data).toEqual({ counted: false });
    expect((await view(CHROME, 'fulltext')).body.data).toEqual({ counted: true });
    const s = await stats();
    expect(s).toMatchObject({ articleId, abstractViews: 2, fulltextViews: 1, downloads: 0 });
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1)).toMatchObject({ month: new Date().toISOString().slice(0, 7), abstractViews: 2 });
  });

  it('counts downloads of the article XML by the same rules', async () => {
    const id = await firstXmlArticle();
    const get = (ua: string) =>
      http.get('/rc-pub/front/files/download').query({ kind: 'xml', articleId: id }).set('user-agent', ua);
    expect((await get(CHROME)).status).toBe(200);
    expect((await get(CHROME)).status).toBe(200);
    expect((await get(GOOGLEBOT)).status).toBe(200);
    expect((await stats(id)).downloads).toBe(1);
  });

  async function firstXmlArticle(): Promise<number> {
    const res = await tdb.handle.db.execute(sql`SELECT article_id AS id FROM article_sources ORDER BY 1 LIMIT 1`);
    return (res as unknown as { rows: { id: number }[] }).rows[0]!.id;
  }

  it('writes the counts in one batch: daily rows, the article totals and the search documents', async () => {
    expect(app.usage.pendingSize).toBeGreaterThan(0);
    await app.usage.flush();
    expect(app.usage.pendingSize).toBe(0);
    const [row] = await tdb.handle.db.select().from(articles).where(eq(articles.id, articleId));
    expect(row!.views).toBe(2);
    const doc = await tdb.handle.db.execute(
      sql`SELECT views FROM search_docs WHERE kind = 'article' AND ref_id = ${articleId}`,
    );
    expect((doc as unknown as { rows: { views: number }[] }).rows[0]?.views).toBe(2);
    expect(await stats()).toMatchObject({ abstractViews: 2, fulltextViews: 1 });
  });

  it('keeps counts across a restart: closing the app writes what waits, a new app reads it', async () => {
    expect((await view(CHROME, 'abstract', '198.51.100.9')).body.data).toEqual({ counted: true });
    expect(app.usage.pendingSize).toBe(2); // the page view and its session-unique count (code 4)
    await app.close();
    app = await buildApp({ config, db: tdb.handle });
    await app.ready();
    http = supertest(app.server);
    expect(app.usage.pendingSize).toBe(0);
    expect((await stats()).abstractViews).toBe(3);
  });

  it('drops counts of an unknown article when writing, and answers 404 for its statistics', async () => {
    expect((await view(CHROME, 'abstract', '203.0.113.7', 2_000_000_000)).body.data).toEqual({ counted: true });
    await expect(app.usage.flush()).resolves.toBe(0);
    const res = await http.get('/rc-pub/front/front-article/statistics').query({ id: 2_000_000_000 }).expect(200);
    expect(res.body.status).toBe(404);
  });

  it('rejects a bad metric with a 400 envelope', async () => {
    const res = await http
      .post('/rc-pub/front/front-article/usage')
      .set('user-agent', CHROME)
      .send({ articleId, metric: 'download' });
    expect(res.body.status).toBe(400);
  });
});
