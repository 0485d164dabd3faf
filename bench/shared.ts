/**
 * Pieces several benchmarks share: deterministic random numbers, peak resident memory, and a scratch database on
 * the engine a bench names (bench/README.md).
 */
import { createTestDb, type TestDb } from '../tests/helpers/db.js';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Samples the resident set every 20 ms; `stop()` gives the highest seen, in bytes. */
export function rssSampler(): { stop: () => number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

/**
 * A fresh scratch database: `postgres` (BENCH_PG_URL, else the test server's `test` database as a template host) or
 * `pglite` (in memory). TEST_DATABASE_URL is restored afterwards.
 */
export async function openBenchDb(engine: string): Promise<TestDb> {
  const saved = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres')
    process.env.TEST_DATABASE_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  else delete process.env.TEST_DATABASE_URL;
  try {
    return await createTestDb();
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}
