/**
 * The world of the COUNTER tests (counter-sushi.test.ts, counter-customers.test.ts): rc-pub on the seeded database with
 * reader events of last month and the month before, recorded through the usage recorder on PLOS Medicine: two
 * full-text articles made Controlled (their licence removed: the demo's JATS articles are all CC-licensed) and one
 * Open. Last month: A 3 page views, 1 full-text beacon, 2 downloads and a crawler's view; B 1 view; the Open one 2
 * views and a download; 3 searches on PLOS Medicine's site and a crawler's search. The month before: B 1 view. Each
 * event comes from its own reader, so each is its own session (Unique_* metrics equal the Total_* ones here; the
 * session rules are counter-sessions.test.ts's). Plus the calls the tests make and the shapes they read.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { expect } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { UsagePaths } from '../../rc-pub/src/contract/usage.js';
import { articles, articleTexts, sitePublications, sites } from '../../rc-pub/src/db/schema/index.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { counterValidator, errorsOf } from './counter-schema.js';

/** An Exception as COUNTER writes it. */
export interface ExceptionJson {
  Code: number;
  Message: string;
  Data?: string;
}
/** One Attribute_Performance: its attribute and metric → month → count. */
export interface PerformanceJson {
  Access_Type?: string;
  YOP?: string;
  Data_Type?: string;
  Performance: Record<string, Record<string, number>>;
}
/** A report item (IR_A1's parents hold `Items`). */
export interface ItemJson {
  Title?: string;
  Platform?: string;
  Item_ID: { Proprietary: string };
  Items: ItemJson[];
  Attribute_Performance: PerformanceJson[];
}
/** A Standard View as the tests read it. */
export interface ReportJson {
  Report_Header: {
    Report_Filters: Record<string, unknown> & { Begin_Date: string; End_Date: string };
    Exceptions?: ExceptionJson[];
    Institution_ID: { Proprietary: string[] };
  };
  Report_Items: ItemJson[];
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The customer_id of The World. */
export const WORLD = '0000000000000000';
const BASE = '/rc-pub/counter/r51';

/** The running world: its database, app, PLOS Medicine's site and journal and the three articles. */
export interface CounterWorld {
  tdb: TestDb;
  app: Awaited<ReturnType<typeof buildApp>>;
  http: ReturnType<typeof supertest>;
  site: { id: number; pub: number };
  ctlA: number;
  ctlB: number;
  open: number;
}

let w: CounterWorld;
/** Months: the last complete one and the one before ('YYYY-MM'). */
const now = new Date();
export const month = (back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
/** The last complete month. */
export const last = month(1);
/** The month before it. */
export const before = month(2);
const at = (m: string, second: number) => new Date(`${m}-10T12:00:00Z`).getTime() + second * 60_000;

/** Records one reader event (each from its own address, so the double-click filter keeps it). */
let reader = 0;
function read(articleId: number, metric: 'abstract' | 'fulltext' | 'download', m: string, userAgent = FIREFOX) {
  reader++;
  return w.app.usage.record({
    articleId,
    metric,
    token: null,
    clientIp: `198.51.100.${reader}`,
    userAgent,
    at: new Date(at(m, reader)),
  });
}

/** Records one search on PLOS Medicine's site, from its own reader. */
function searchOnce(q: string, m: string, userAgent = FIREFOX) {
  reader++;
  return w.app.usage.recordSearch({
    siteId: w.site.id,
    search: { siteId: w.site.id, q },
    token: null,
    clientIp: `198.51.100.${reader}`,
    userAgent,
    at: new Date(at(m, reader)),
  });
}

/** GET a COUNTER path as the gateway asks it for a page of plosmed.localhost:3000 (platform `localhost`). */
export async function get(path: string, query: Record<string, string> = {}) {
  return w.http.get(`${BASE}${path}`).set('x-portal-origin', 'http://plosmed.localhost:3000').query(query);
}

/** The report `id` for the last complete month (The World), with its schema checks. */
export async function report(id: string, query: Record<string, string> = {}): Promise<ReportJson> {
  const res = await get(`/reports/${id}`, { customer_id: WORLD, begin_date: last, end_date: last, ...query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectValidReport(id, res.body);
  return res.body;
}

/** Valid against the Standard View's schema as COUNTER publishes it. */
export function expectValidReport(id: string, body: ReportJson): void {
  const validate = counterValidator(`/r51/reports/${id}`, 200);
  expect(validate(body), errorsOf(validate).join('\n')).toBe(true);
}

/** An error answer: its HTTP status and Exception code, valid against what the path declares for that status. */
export async function expectException(path: string, query: Record<string, string>, status: number, code: number) {
  const res = await get(path, query);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.Code).toBe(code);
  const validate = counterValidator(`/r51${path.replace(/\.tsv$/, '')}`, status);
  expect(validate(res.body), errorsOf(validate).join('\n')).toBe(true);
  return res.body as ExceptionJson;
}

/** The portal's statistics of an article (docs/product/usage.md#article-usage). */
export async function statistics(id: number) {
  const res = await w.http.get(UsagePaths.statistics).query({ id }).expect(200);
  return res.body.data as {
    months: { month: string; abstractViews: number; fulltextViews: number; downloads: number }[];
  };
}

/** The portal's 3-month ranking of PLOS Medicine's site by `metric`: article id → count. */
export async function ranked(metric: 'views' | 'downloads'): Promise<Map<number, number>> {
  const res = await w.http
    .get(UsagePaths.rank)
    .query({ siteId: w.site.id, metric, window: '3m', size: 50 })
    .expect(200);
  return new Map(
    (res.body.data.entries as { count: number; article: { id: number } }[]).map((e) => [e.article.id, e.count]),
  );
}

/** Starts the world on `tdb` (a seeded database of the test file's own) and records its reader events. */
export async function counterWorld(tdb: TestDb): Promise<CounterWorld> {
  const app = await buildApp({ config: testRcPubConfig({ RC_PUB_USAGE_FLUSH_SECONDS: '0' }), db: tdb.handle });
  await app.ready();
  const db = tdb.handle.db;
  const [s] = await db.select().from(sites).where(eq(sites.sld, 'plosmed'));
  const [link] = await db.select().from(sitePublications).where(eq(sitePublications.siteId, s!.id));
  const site = { id: s!.id, pub: link!.publicationId };
  const fullText = await db
    .selectDistinct({ id: articles.id })
    .from(articles)
    .innerJoin(articleTexts, eq(articleTexts.articleId, articles.id))
    .where(sql`${articles.publicationId} = ${site.pub} AND coalesce(${articleTexts.bodyHtml}, '') <> ''`)
    .orderBy(articles.id);
  const [ctlA, ctlB, open] = fullText.map((r) => r.id) as [number, number, number];
  w = { tdb, app, http: supertest(app.server), site, ctlA, ctlB, open };
  // a subscription article: without a licence it is Controlled (the demo's JATS articles are all CC-licensed)
  await db
    .update(articles)
    .set({ licenseUrl: null, licenseText: null })
    .where(inArray(articles.id, [ctlA, ctlB]));
  for (let i = 0; i < 3; i++) read(ctlA, 'abstract', last);
  read(ctlA, 'fulltext', last); // the full text came into view: part of a page view, not another Request
  read(ctlA, 'download', last);
  read(ctlA, 'download', last);
  expect(read(ctlA, 'abstract', last, GOOGLEBOT)).toBe('crawler');
  read(ctlB, 'abstract', last);
  read(ctlB, 'abstract', before);
  read(open, 'abstract', last);
  read(open, 'abstract', last);
  read(open, 'download', last);
  for (const q of ['malaria', 'tuberculosis', 'malaria vaccine']) expect(searchOnce(q, last)).toBe('counted');
  expect(searchOnce('malaria', last, GOOGLEBOT)).toBe('crawler');
  await app.usage.flush();
  return w;
}

/** Closes the world's app and drops its database. */
export async function closeCounterWorld(world: CounterWorld | undefined): Promise<void> {
  await world?.app.close();
  await world?.tdb.cleanup();
}
