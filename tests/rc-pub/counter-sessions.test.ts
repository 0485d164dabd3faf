/**
 * COUNTER R5.1 sessions and searches (docs/product/usage.md#counter-metrics), through rc-pub on the seeded database:
 * - a reader's page views and downloads of an article within one hour are one session: one Unique_Item_Investigation
 *   and one Unique_Item_Request, however many Total_* they make; two readers are two sessions, and the same reader
 *   in the next hour slot is a new one; crawlers count nothing;
 * - an article without full text has Unique_Item_Requests only from the sessions that downloaded it;
 * - the portal's statistics and rankings read their own counts only (the session-unique codes change none);
 * - searches reported by their results pages count per site and day: identical ones within 30 s once, further pages
 *   not, crawlers not, and running a search through the search service counts nothing by itself;
 * - usage recorded before sessions were counted is said by Exception 3040.
 * Every report is valid against COUNTER's schema as published.
 */
import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { UsagePaths } from '../../rc-pub/src/contract/usage.js';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import { articles, articleTexts, sitePublications, sites } from '../../rc-pub/src/db/schema/index.js';
import { searchIdentity } from '../../rc-pub/src/usage/searches.js';
import { SESSION_SLOT_MS, SessionUniqueFilter } from '../../rc-pub/src/usage/sessions.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { counterValidator, errorsOf } from './counter-schema.js';
import { month, type PerformanceJson, type ReportJson, WORLD } from './counter-world.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the session-unique filter', () => {
  it('admits a user’s first use of an article per hour slot and kind, and keeps two slots after a prune', () => {
    const f = new SessionUniqueFilter();
    const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);
    expect(f.admit('u', 1, 'investigation', t0)).toBe(true);
    expect(f.admit('u', 1, 'investigation', t0 + 50 * 60_000)).toBe(false);
    expect(f.admit('u', 1, 'download', t0 + 50 * 60_000)).toBe(true);
    expect(f.admit('v', 1, 'investigation', t0)).toBe(true);
    expect(f.admit('u', 2, 'investigation', t0)).toBe(true);
    expect(f.admit('u', 1, 'investigation', t0 + SESSION_SLOT_MS)).toBe(true);
    f.prune(t0 + 2 * SESSION_SLOT_MS); // keeps the 13:00 and 14:00 slots
    expect(f.size).toBe(1);
    expect(f.admit('u', 1, 'investigation', t0 + SESSION_SLOT_MS + 1)).toBe(false);
  });

  it('takes a search for the same one whatever its page, size, sort or key order', () => {
    const a = searchIdentity({ siteId: 1, q: 'malaria', field: 'all', page: 0, sort: 'relevance' });
    expect(searchIdentity({ field: 'all', q: 'malaria', siteId: 1, page: 2, size: 50 })).toBe(a);
    expect(searchIdentity({ siteId: 1, q: 'malaria', field: 'title' })).not.toBe(a);
  });
});

describe('through rc-pub', () => {
  let tdb: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let http: ReturnType<typeof supertest>;
  let siteId: number;
  /** P, Q, R with a full text; S whose full text is removed. */
  let P: number;
  let Q: number;
  let R: number;
  let S: number;

  const when = (m: string, hh: number, mm: number) =>
    new Date(`${m}-12T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00Z`);
  const event = (articleId: number, metric: 'abstract' | 'download', at: Date, reader: string, userAgent = FIREFOX) =>
    app.usage.record({ articleId, metric, token: null, clientIp: reader, userAgent, at });

  beforeAll(async () => {
    tdb = await createSeededTestDb();
    app = await buildApp({ config: testRcPubConfig({ RC_PUB_USAGE_FLUSH_SECONDS: '0' }), db: tdb.handle });
    await app.ready();
    http = supertest(app.server);
    const db = tdb.handle.db;
    const [s] = await db.select().from(sites).where(eq(sites.sld, 'plosmed'));
    siteId = s!.id;
    const [link] = await db.select().from(sitePublications).where(eq(sitePublications.siteId, siteId));
    const withText = await db
      .selectDistinct({ id: articles.id })
      .from(articles)
      .innerJoin(articleTexts, eq(articleTexts.articleId, articles.id))
      .where(sql`${articles.publicationId} = ${link!.publicationId} AND coalesce(${articleTexts.bodyHtml}, '') <> ''`)
      .orderBy(articles.id);
    [P, Q, R, S] = withText.map((r) => r.id) as [number, number, number, number];
    await db.update(articleTexts).set({ bodyHtml: null }).where(eq(articleTexts.articleId, S));

    const [m1, m2, m3, m4] = [month(1), month(2), month(3), month(4)];
    // P, last month: one reader views it three times (more than 30 s apart) and downloads it once within the hour
    for (const mm of [0, 10, 20]) expect(event(P, 'abstract', when(m1, 12, mm), '203.0.113.1')).toBe('counted');
    expect(event(P, 'download', when(m1, 12, 30), '203.0.113.1')).toBe('counted');
    expect(event(P, 'abstract', when(m1, 12, 40), '203.0.113.1', GOOGLEBOT)).toBe('crawler');
    // Q, the month before: two readers in the same hour
    event(Q, 'abstract', when(m2, 12, 0), '203.0.113.1');
    event(Q, 'abstract', when(m2, 12, 5), '203.0.113.2');
    // R, three months back: the same reader at 12:10 and again at 13:20, a new session
    event(R, 'abstract', when(m3, 12, 10), '203.0.113.1');
    event(R, 'abstract', when(m3, 13, 20), '203.0.113.1');
    // S (no full text), four months back: one reader views and downloads it twice, another only views it
    for (const mm of [0, 10]) event(S, 'abstract', when(m4, 12, mm), '203.0.113.1');
    for (const mm of [20, 30]) event(S, 'download', when(m4, 12, mm), '203.0.113.1');
    event(S, 'abstract', when(m4, 12, 15), '203.0.113.2');
    await app.usage.flush();
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await tdb?.cleanup();
  });

  async function tr_j3(begin: string, end: string): Promise<ReportJson> {
    const res = await http
      .get('/rc-pub/counter/r51/reports/tr_j3')
      .set('x-portal-origin', 'http://plosmed.localhost:3000')
      .query({ customer_id: WORLD, begin_date: begin, end_date: end });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const validate = counterValidator('/r51/reports/tr_j3', 200);
    expect(validate(res.body), errorsOf(validate).join('\n')).toBe(true);
    return res.body;
  }

  it('counts one session per reader and hour: totals, unique investigations and unique requests', async () => {
    const body = await tr_j3(month(4), month(1));
    const parts = body.Report_Items[0]!.Attribute_Performance;
    expect(parts).toHaveLength(1); // the demo's articles are all CC-licensed: Open
    const p: PerformanceJson['Performance'] = parts[0]!.Performance;
    expect(p.Total_Item_Investigations).toEqual({ [month(1)]: 4, [month(2)]: 2, [month(3)]: 2, [month(4)]: 5 });
    expect(p.Unique_Item_Investigations).toEqual({ [month(1)]: 1, [month(2)]: 2, [month(3)]: 2, [month(4)]: 2 });
    // a page of an article with full text is a request; S's requests are its downloads
    expect(p.Total_Item_Requests).toEqual({ [month(1)]: 4, [month(2)]: 2, [month(3)]: 2, [month(4)]: 2 });
    expect(p.Unique_Item_Requests).toEqual({ [month(1)]: 1, [month(2)]: 2, [month(3)]: 2, [month(4)]: 1 });
    expect(body.Report_Header.Exceptions).toBeUndefined();
  });

  it('leaves the statistics and rankings as they were: page views and downloads only', async () => {
    const stats = async (id: number, m: string) => {
      const res = await http.get(UsagePaths.statistics).query({ id }).expect(200);
      return (res.body.data.months as { month: string }[]).find((x) => x.month === m);
    };
    expect(await stats(P, month(1))).toEqual({ month: month(1), abstractViews: 3, fulltextViews: 0, downloads: 1 });
    expect(await stats(S, month(4))).toEqual({ month: month(4), abstractViews: 3, fulltextViews: 0, downloads: 2 });
    const rank = async (metric: 'views' | 'downloads') => {
      const res = await http.get(UsagePaths.rank).query({ siteId, metric, window: '1y', size: 50 }).expect(200);
      return new Map(
        (res.body.data.entries as { count: number; article: { id: number } }[]).map((e) => [e.article.id, e.count]),
      );
    };
    const views = await rank('views');
    expect([P, Q, R, S].map((id) => views.get(id))).toEqual([3, 2, 2, 3]);
    const downloads = await rank('downloads');
    expect([P, S].map((id) => downloads.get(id))).toEqual([1, 2]);
  });

  it('counts the searches results pages report: identical ones within 30 s once, no further pages or crawlers; running a search counts nothing', async () => {
    const report = (search: Record<string, unknown>, ua = CHROME, ip = '203.0.113.9', site = siteId) =>
      http
        .post(UsagePaths.recordSearch)
        .set('user-agent', ua)
        .set('x-client-ip', ip)
        .send({ siteId: site, search: { siteId: site, field: 'all', page: 0, size: 20, ...search } });
    const counted = async (...args: Parameters<typeof report>) => (await report(...args).expect(200)).body.data.counted;
    // a search run without its page reporting it (an API client, the gateway's page cache filling) is no reader's
    await http.get(SearchPaths.search).set('user-agent', CHROME).query({ siteId, q: 'malaria' }).expect(200);
    await http.get(SearchPaths.clusters).set('user-agent', CHROME).query({ siteId, q: 'vaccine' }).expect(200);
    expect(await counted({ q: 'malaria' })).toBe(true);
    expect(await counted({ q: 'malaria', size: 50 })).toBe(false); // the same search again at once
    expect(await counted({ q: 'malaria', page: 1 })).toBe(false); // its next page
    expect(await counted({ q: 'malaria' }, CHROME, '203.0.113.10')).toBe(true); // another reader
    expect(await counted({ q: 'tuberculosis' })).toBe(true);
    expect(await counted({ q: 'malaria' }, GOOGLEBOT)).toBe(false);
    // a site that does not exist counts nothing and says so
    const unknown = await report({ q: 'malaria' }, CHROME, '203.0.113.11', 999_999);
    expect(unknown.body.status).not.toBe(0);
    await app.usage.flush();
    const today = new Date().toISOString().slice(0, 10);
    const res = await tdb.handle.db.execute(
      sql`SELECT site_id, count FROM platform_searches_daily WHERE day = ${today}::date ORDER BY site_id`,
    );
    expect((res as unknown as { rows: { site_id: number; count: number }[] }).rows).toEqual([
      { site_id: siteId, count: 3 },
    ]);
  });

  it('says with Exception 3040 when usage of the period was recorded before sessions were counted', async () => {
    const m5 = month(5);
    await tdb.handle.db.execute(
      sql`INSERT INTO article_usage_daily (article_id, day, metric, count) VALUES (${P}, ${`${m5}-03`}::date, 1, 4)`,
    );
    const body = await tr_j3(m5, m5);
    expect(body.Report_Header.Exceptions).toEqual([
      {
        Code: 3040,
        Message: 'Partial Data Returned',
        Data: `Unique_Item_Investigations, Unique_Item_Requests are not available for usage recorded before ${month(4)}-12`,
      },
    ]);
    expect((await tr_j3(month(4), month(1))).Report_Header.Exceptions).toBeUndefined();
  });
});
