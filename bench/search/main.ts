/**
 * `pnpm bench:search [N]` (search speed, measured rather than assumed): on PGlite and on the machine's PostgreSQL, seeds the
 * demo data, replicates the real records to N articles (default 100,000), rebuilds the search indexes (timed), then
 * runs the fixed query mix with clusters through rc-pub's search service and prints p50/p95/p99 latency and queries
 * per second per engine.
 *
 * Options (environment): BENCH_ENGINES=pglite,postgres (default both); BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test: a database `bench_search` is created beside it and dropped after);
 * BENCH_PGLITE_N (articles on PGlite, default N); BENCH_ROUNDS (measured rounds of the mix, default 5); BENCH_PARTS
 * (both, page or clusters: what each request runs, queries.ts benchParts);
 * BENCH_INDEX_MEM (maintenance_work_mem of the index builds, default 256MB: bench/search/corpus.ts);
 * BENCH_KEEP=1 keeps the PostgreSQL database bench_search for inspection (drop it yourself); BENCH_REUSE=1 runs the
 * query mix on a kept bench_search as it is (no seed, copy or index build: those figures are the run that built it),
 * e.g. to measure again or after building its indexes by hand.
 * PGlite runs on a temporary data directory under the OS temp folder, removed after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DbHandle, openDb } from '../../rc-pub/src/db/client.js';
import { seed } from '../../rc-pub/src/seed/index.js';
import { replicate, rows, segmentationRate } from './corpus.js';
import { benchParts, QUERY_MIX, runMix } from './queries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demoDataDir = path.join(root, 'demo-data');

function parseN(arg: string | undefined, fallback: number): number {
  if (arg === undefined) return fallback;
  const n = Number(arg.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`bench: N must be a positive integer, got "${arg}"`);
  return n;
}

const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** BENCH_REUSE=1: measure a kept bench_search as it is (PostgreSQL only). */
const reuse = process.env.BENCH_REUSE === '1';

async function openEngine(engine: string): Promise<{ handle: DbHandle; dispose: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    const handle = await openDb({ pgliteDir: dir });
    return { handle, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = await openDb({ databaseUrl: base, pgliteDir: '' });
  if (!reuse) {
    await admin.db.execute('drop database if exists bench_search with (force)');
    await admin.db.execute('create database bench_search');
  }
  const url = new URL(base);
  url.pathname = '/bench_search';
  const handle = await openDb({ databaseUrl: url.toString(), pgliteDir: '' });
  return {
    handle,
    dispose: async () => {
      if (process.env.BENCH_KEEP === '1' || reuse) console.log(`kept database ${url.toString()}`);
      else await admin.db.execute('drop database if exists bench_search with (force)');
      await admin.close();
    },
  };
}

/** Seeds the demo data, replicates it to `n` articles and rebuilds the indexes, printing each step's figures. */
async function buildCorpus(db: DbHandle['db'], n: number): Promise<void> {
  const t0 = performance.now();
  await seed(db, { demoDataDir });
  console.log(`seed (sites, 169 JATS + 1000 CSL-zh records, indexed on import): ${sec(performance.now() - t0)}`);
  const seg = await segmentationRate(db);
  console.log(
    `segmentation + documents of the ${seg.articles} real articles: ${(seg.chars / 1e6).toFixed(1)} M chars in ${sec(seg.ms)} (${((seg.chars / 1e6 / seg.ms) * 1000).toFixed(2)} M chars/s)`,
  );
  console.log(
    `corpus: the ${seg.articles} real records replicated with new ids (ref/article ids + copy × 1e6, DOIs suffixed) to ${n} articles`,
  );
  const c = await replicate(db, n, () => {});
  console.log(`copied ${c.docs} search docs (${c.articles} articles + their figures/tables/media) in ${sec(c.copyMs)}`);
  console.log(
    `index build (${Object.keys(c.perIndexMs).length} indexes + VACUUM ANALYZE): ${sec(c.indexMs)}; table with indexes ${c.tableSize}`,
  );
  const slow = Object.entries(c.perIndexMs)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, ms]) => `${k} ${sec(ms)}`)
    .join(', ');
  console.log(`  slowest: ${slow}`);
}

async function benchEngine(engine: string, n: number, rounds: number): Promise<void> {
  console.log(`\n== ${engine}: ${n} articles ==`);
  const { handle, dispose } = await openEngine(engine);
  try {
    const db = handle.db;
    const [v] = await rows<{ v: string }>(db, `select current_setting('server_version') as v`);
    console.log(`server ${v?.v}`);
    if (reuse) {
      const [c] = await rows<{ a: number; size: string }>(
        db,
        `select count(*) filter (where kind = 'article')::int as a,
           pg_size_pretty((select sum(pg_total_relation_size(relid)) from pg_partition_tree('search_docs'))::bigint)
           as size from search_docs`,
      );
      console.log(`reused bench_search: ${c?.a} articles; table with indexes ${c?.size}`);
    } else await buildCorpus(db, n);
    const [site] = await rows<{ id: number }>(db, `select id from sites where type = 'all' order by id limit 1`);
    const r = await runMix(db, Number(site!.id), rounds);
    console.log(
      `query mix: ${QUERY_MIX.length} queries × ${rounds} rounds, each = ${PARTS_TEXT[benchParts()]}, aggregate site scope`,
    );
    for (const e of r.errors) console.log(`  ERROR ${e}`);
    for (const [g, x] of Object.entries(r.byGroup))
      console.log(
        `  ${g.padEnd(10)} p50 ${String(x.p50).padStart(7)} ms  p95 ${String(x.p95).padStart(7)} ms  hits ${x.hits}`,
      );
    console.log(
      `${engine}: p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  max ${r.max} ms  ${r.qps} queries/s (1 client, ${r.samples} requests)`,
    );
  } finally {
    await handle.close();
    await dispose();
  }
}

/** What a request of the mix is, as printed (BENCH_PARTS). */
const PARTS_TEXT = {
  both: 'search page (20, relevance) + clusters',
  page: 'search page (20, relevance) alone',
  clusters: 'clusters alone',
} as const;

async function main(): Promise<void> {
  const n = parseN(process.argv[2], 100_000);
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const rounds = parseN(process.env.BENCH_ROUNDS, 5);
  const pgliteN = parseN(process.env.BENCH_PGLITE_N, n);
  console.log(
    `bench:search  N=${n}  engines ${engines.join(', ')}  cores ${os.cpus().length}  node ${process.version}`,
  );
  for (const e of engines) {
    if (e !== 'pglite' && e !== 'postgres') throw new Error(`bench: unknown engine "${e}" (pglite or postgres)`);
    await benchEngine(e, e === 'pglite' ? pgliteN : n, rounds);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exitCode = 1;
});
