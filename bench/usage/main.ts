/**
 * `pnpm bench:usage`: one million view events and the rankings query for each window at 100,000 articles, with the
 * times printed. On an empty test database per engine, filled with bench-only rows (journals coded
 * `BENCH-n`, articles with DOIs `10.0000/bench.n`: never shown anywhere):
 * 1. 100,000 articles in 20 journals, published over the last 4 years, each with 5 references to other bench DOIs;
 * 2. the citation recompute of an import (repositories/usage.ts recomputeCitations) over their 500,000 references;
 * 3. 1,000,000 reader events (abstract views, full-text views, downloads; 100,000 readers with browser user agents, one
 *    in 20 events a crawler, popular articles drawn more often) spread over the last 3 years, through the recorder
 *    (usage/recorder.ts: COUNTER rules in memory, batches written every 20,000 distinct counts): events per second on
 *    the request path and the time of the batched writes;
 * 4. the rankings query of each ranking window (docs/product/usage.md#rankings) for views, downloads and citations, across the 20 journals and for one
 *    journal (median of 5 runs, top 10).
 * Engines: BENCH_ENGINES=postgres,pglite (default postgres); PostgreSQL at BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test). BENCH_EVENTS and BENCH_ARTICLES change the sizes.
 */
import { RANK_METRICS, RANK_WINDOWS, type RankMetric, type RankWindow } from '../../rc-pub/src/contract/usage.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { rankCitations, rankTotals, rankUsage, recomputeCitations } from '../../rc-pub/src/repositories/usage.js';
import { METRIC, type MetricName, windowStart } from '../../rc-pub/src/usage/metrics.js';
import { UsageRecorder } from '../../rc-pub/src/usage/recorder.js';
import { createTestDb, type TestDb } from '../../tests/helpers/db.js';
import { rng } from '../shared.js';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const JOURNALS = 20;
const READERS = 100_000;
const DAY_MS = 86_400_000;
const BROWSER = (i: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + (i % 40)}.0.0.0 Safari/537.36`;
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const ms = (t0: number) => performance.now() - t0;
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

async function fill(db: Db): Promise<{ first: number; journals: number[] }> {
  const t0 = performance.now();
  await db.execute(`
    INSERT INTO publications (code, title_en, demo)
    SELECT 'BENCH-' || g, '[Bench] journal ' || g, true FROM generate_series(1, ${JOURNALS}) g`);
  const pubs = (await db.execute(`SELECT id FROM publications WHERE code LIKE 'BENCH-%' ORDER BY id`)) as unknown as {
    rows: { id: number }[];
  };
  const journals = pubs.rows.map((r) => r.id);
  const firstPub = journals[0]!;
  // 5 references per article to other bench articles' DOIs (deterministic spread)
  await db.execute(`
    INSERT INTO articles (publication_id, doi, published_date, demo, "references")
    SELECT ${firstPub} + (g % ${JOURNALS}), '10.0000/bench.' || g,
      (current_date - ((g * 7919) % 1461))::date, true,
      (SELECT jsonb_agg(jsonb_build_object('id', 'r' || k, 'text', '[Bench reference]',
         'doi', '10.0000/bench.' || (1 + ((g * 31 + k * k * 17) % ${ARTICLES})))) FROM generate_series(1, 5) k)
    FROM generate_series(1, ${ARTICLES}) g`);
  const first = (await db.execute(`SELECT min(id)::int AS id FROM articles`)) as unknown as {
    rows: { id: number }[];
  };
  console.log(
    `  fill: ${fmt(ARTICLES)} articles in ${JOURNALS} journals, ${fmt(ARTICLES * 5)} references: ${fmt(ms(t0))} ms`,
  );
  return { first: first.rows[0]!.id, journals };
}

async function ingest(db: Db, firstArticle: number): Promise<void> {
  const recorder = new UsageRecorder(db, { intervalMs: 0, maxPending: Number.MAX_SAFE_INTEGER });
  const random = rng(9);
  const now = Date.now();
  const metrics: MetricName[] = ['abstract', 'abstract', 'fulltext', 'download'];
  let recordMs = 0;
  let flushMs = 0;
  let counted = 0;
  let written = 0;
  const BATCH = 20_000;
  for (let i = 0; i < EVENTS; i++) {
    // popular articles more often: the square of a uniform number leans to low ids
    const article = firstArticle + Math.floor(random() ** 2 * ARTICLES);
    const reader = Math.floor(random() * READERS);
    const crawler = random() < 0.05;
    const t0 = performance.now();
    const outcome = recorder.record({
      articleId: article,
      metric: metrics[Math.floor(random() * metrics.length)]!,
      token: null,
      clientIp: `10.${(reader >> 16) & 255}.${(reader >> 8) & 255}.${reader & 255}`,
      userAgent: crawler ? CRAWLER : BROWSER(reader),
      at: new Date(now - Math.floor(random() * 1095 * DAY_MS)),
    });
    recordMs += ms(t0);
    if (outcome === 'counted') counted++;
    if (recorder.pendingSize >= BATCH || i === EVENTS - 1) {
      const t1 = performance.now();
      written += await recorder.flush();
      flushMs += ms(t1);
    }
  }
  console.log(
    `  ingest: ${fmt(EVENTS)} events (${fmt(counted)} counted) recorded in ${fmt(recordMs)} ms ` +
      `(${fmt(EVENTS / (recordMs / 1000))} events/s on the request path); batched writes ${fmt(flushMs)} ms ` +
      `for ${fmt(written)} daily counts (${fmt(written / (flushMs / 1000))} counts/s)`,
  );
}

async function median(run: () => Promise<unknown>, times = 5): Promise<number> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await run();
    out.push(ms(t0));
  }
  return out.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

function rankQuery(db: Db, publicationIds: number[], metric: RankMetric, window: RankWindow) {
  const fromDay = windowStart(window);
  if (fromDay === null) return rankTotals(db, { publicationIds, column: metric, size: 10 });
  if (metric === 'citations') return rankCitations(db, { publicationIds, fromDay, size: 10 });
  const code = metric === 'views' ? METRIC.abstract : METRIC.download;
  return rankUsage(db, { publicationIds, metric: code, fromDay, size: 10 });
}

async function rankings(db: Db, journals: number[]): Promise<void> {
  await db.execute('ANALYZE');
  for (const [scope, ids] of [
    [`${JOURNALS} journals`, journals],
    ['one journal', journals.slice(0, 1)],
  ] as const) {
    console.log(`  rankings, ${scope} (median of 5, top 10), ms:`);
    console.log(`    ${'window'.padEnd(8)}${RANK_METRICS.map((m) => m.padStart(11)).join('')}`);
    for (const window of RANK_WINDOWS) {
      const cells: string[] = [];
      for (const metric of RANK_METRICS)
        cells.push(fmt(await median(() => rankQuery(db, [...ids], metric, window))).padStart(11));
      console.log(`    ${window.padEnd(8)}${cells.join('')}`);
    }
  }
}

async function benchEngine(engine: 'postgres' | 'pglite'): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres')
    process.env.TEST_DATABASE_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  else delete process.env.TEST_DATABASE_URL;
  let tdb: TestDb | undefined;
  try {
    tdb = await createTestDb();
    console.log(`${engine}:`);
    const db = tdb.handle.db;
    const { first, journals } = await fill(db);
    const t0 = performance.now();
    const pairs = await recomputeCitations(db);
    console.log(`  citations recomputed (as after an import): ${fmt(pairs)} citing pairs in ${fmt(ms(t0))} ms`);
    await ingest(db, first);
    await rankings(db, journals);
  } finally {
    await tdb?.cleanup();
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',').map((s) => s.trim());
for (const engine of engines) {
  if (engine !== 'postgres' && engine !== 'pglite') throw new Error(`BENCH_ENGINES: unknown engine ${engine}`);
  await benchEngine(engine);
}
