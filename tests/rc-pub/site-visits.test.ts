/**
 * Site visit counters (docs/product/usage.md#site-visit-counters; footer showVisits/sumVisits/todayVisits,
 * shown only when enabled): page views reported by the gateway are counted once per visitor and site
 * per 30 minutes, crawlers never; counts are written in batches, split into today (Asia/Shanghai) and all days, and
 * survive a restart. Through the real rc-pub app, on PGlite or on PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { footerConfigs, sites } from '../../rc-pub/src/db/schema/index.js';
import { siteVisits } from '../../rc-pub/src/db/schema/site-visits.js';
import { SiteVisitRecorder, VISIT_WINDOW_MS, visitDay } from '../../rc-pub/src/usage/site-visits.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('visit days', () => {
  it('are Asia/Shanghai calendar days: 16:00 UTC is already the next day in China', () => {
    expect(visitDay(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(visitDay(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  });
});

describe('site visits through rc-pub', () => {
  let tdb: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let http: ReturnType<typeof supertest>;
  let siteId: number;
  let hiddenId: number;
  const config = testRcPubConfig({ RC_PUB_USAGE_FLUSH_SECONDS: '0' });

  beforeAll(async () => {
    tdb = await createTestDb();
    const [s] = await tdb.handle.db
      .insert(sites)
      .values({ sld: 'visits', type: 'single', status: 0, nameZh: '[演示] 访问', nameEn: '[Demo] Visits' })
      .returning({ id: sites.id });
    const [h] = await tdb.handle.db
      .insert(sites)
      .values({ sld: 'hidden', type: 'single', status: 0, nameZh: '[演示] 隐藏', nameEn: '[Demo] Hidden' })
      .returning({ id: sites.id });
    siteId = s!.id;
    hiddenId = h!.id;
    // a stored baseline of 100 (carried over from an earlier platform) and a stale stored "today" that is not read
    await tdb.handle.db.insert(footerConfigs).values([
      { siteId, showVisits: 1, sumVisits: 100, todayVisits: 55 },
      { siteId: hiddenId, showVisits: 0, sumVisits: 100, todayVisits: 55 },
    ]);
    app = await buildApp({ config, db: tdb.handle });
    await app.ready();
    http = supertest(app.server);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await tdb?.cleanup();
  });

  const report = (visits: { sld?: string; ip?: string; ua?: string; at?: number }[]) =>
    http
      .post('/rc-pub/front/site-visits')
      .send({
        visits: visits.map((v) => ({
          sld: v.sld ?? 'visits',
          clientIp: v.ip ?? '203.0.113.7',
          userAgent: v.ua ?? CHROME,
          at: v.at ?? Date.now(),
        })),
      })
      .expect(200);
  const footer = async (id = siteId) =>
    (await http.get('/rc-pub/front/config-footer').query({ siteId: id }).expect(200)).body.data as {
      sumVisits: number;
      todayVisits: number;
      showVisits: number;
    };
  const rows = async () =>
    (
      (await tdb.handle.db.execute(sql`SELECT count(*)::int AS n FROM site_visits`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('counts a visitor once per 30 minutes, a second visitor again, no crawler and no unknown site', async () => {
    const now = Date.now();
    const res = await report([
      { at: now - 1000 },
      { at: now - 500 }, // same visitor, a second page: one visit
      { ua: FIREFOX, at: now - 400 }, // another browser on the same IP is another visitor
      { ip: '198.51.100.9', at: now - 300 },
      { ua: GOOGLEBOT, at: now - 200 },
      { ua: '', at: now - 100 },
      { sld: 'nosuchsite', ip: '192.0.2.1', at: now },
    ]);
    expect(res.body.data).toEqual({ counted: 3 });
    // shown before the batch is written: baseline 100 + 3; today's 3 (the stored 55 is not read)
    expect(await footer()).toMatchObject({ showVisits: 1, sumVisits: 103, todayVisits: 3 });
    expect(await rows()).toBe(0);
  });

  it('writes the counts in one batch per flush, one row per site and day', async () => {
    await app.close(); // closing writes what waits (preClose)
    expect(await rows()).toBe(1);
    app = await buildApp({ config, db: tdb.handle });
    await app.ready();
    http = supertest(app.server);
    // after the restart the counts are read from the table
    expect(await footer()).toMatchObject({ sumVisits: 103, todayVisits: 3 });
  });

  it('counts yesterday in the total but not in today', async () => {
    const yesterday = visitDay(new Date(Date.now() - 86_400_000));
    await tdb.handle.db.insert(siteVisits).values({ siteId, day: yesterday, count: 40 });
    expect(await footer()).toMatchObject({ sumVisits: 143, todayVisits: 3 });
  });

  it('answers 0 and 0 when the site does not show its counters (docs/product/usage.md#site-visit-counters)', async () => {
    await report([{ sld: 'hidden', ip: '192.0.2.44' }]);
    expect(await footer(hiddenId)).toMatchObject({ showVisits: 0, sumVisits: 0, todayVisits: 0 });
  });

  it('rejects a batch over 1000 views with a 400 envelope', async () => {
    const visits = Array.from({ length: 1001 }, () => ({ sld: 'visits', clientIp: '1', userAgent: CHROME, at: 0 }));
    const res = await http.post('/rc-pub/front/site-visits').send({ visits });
    expect(res.body.status).toBe(400);
  });
});

describe('the recorder alone', () => {
  it('counts the same visitor again after 30 idle minutes, and keeps counts whose write failed', async () => {
    const failing = {
      transaction: () => Promise.reject(new Error('database down')),
    } as unknown as ConstructorParameters<typeof SiteVisitRecorder>[0];
    const r = new SiteVisitRecorder(failing, { intervalMs: 0 });
    const t0 = Date.parse('2026-11-26T02:00:00Z');
    const v = { siteId: 1, clientIp: '203.0.113.7', userAgent: CHROME };
    expect(r.record({ ...v, at: new Date(t0) })).toBe('counted');
    expect(r.record({ ...v, at: new Date(t0 + VISIT_WINDOW_MS - 1) })).toBe('repeat');
    // the window slides: 30 minutes after the last page, not the first
    expect(r.record({ ...v, at: new Date(t0 + 2 * VISIT_WINDOW_MS) })).toBe('counted');
    expect(r.record({ ...v, userAgent: GOOGLEBOT, at: new Date(t0) })).toBe('crawler');
    await expect(r.flush()).rejects.toThrow('database down');
    expect(r.pendingOf(1, '2026-11-26')).toEqual({ sum: 2, today: 2 });
  });
});
