/**
 * `pnpm bench:suggest`: the server time of search suggestions (GET /front/search/suggest,
 * docs/product/search.md#suggestions; target: within 50 ms) through the real rc-pub app (routing, validation,
 * query and serialisation; Fastify's inject, no socket), on the seeded
 * snapshot the tests use (tests/helpers/seeded-db.ts: PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 * Asks a fixed mix of typed texts (one and two Chinese characters, traditional forms, Latin prefixes) on a group site
 * and a single-journal site, and prints p50/p95/p99/max per text class and overall.
 * Options (environment): SUGGEST_ROUNDS (rounds of the mix, default 20).
 */
import { buildApp } from '../../rc-pub/src/app.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import { createSeededTestDb } from '../../tests/helpers/seeded-db.js';

/** The typed texts, by class. */
const MIX: Record<string, string[]> = {
  'zh 1 char': ['肝', '基', '研', '的', '细'],
  'zh 2 chars': ['细胞', '研究', '基于', '模型', '肝癌'],
  traditional: ['肝細胞', '製備', '資訊'],
  latin: ['c', 'cell', 'gene', 'neural', 'analysis'],
};

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const fmt = (ms: number) => ms.toFixed(1).padStart(6);

async function main(): Promise<void> {
  const rounds = Number(process.env.SUGGEST_ROUNDS ?? 20);
  const tdb = await createSeededTestDb();
  const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent' }, db: tdb.handle });
  try {
    await app.ready();
    const get = (q: string, siteId: number) =>
      app.inject({ method: 'GET', url: SearchPaths.suggest, query: { q, siteId: String(siteId) } });
    const site = async (sld: string) =>
      Number(
        (
          (await tdb.handle.db.execute(`select id from sites where sld = '${sld}'`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows[0]!.id,
      );
    const sites = [await site('zhdemo'), await site('elife')];
    const [{ n } = { n: 0 }] = (
      (await tdb.handle.db.execute('select count(*)::int as n from search_suggest')) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    console.log(
      `bench:suggest on ${tdb.handle.engine}: ${n} suggestion terms, ${rounds} rounds, sites zhdemo and elife`,
    );
    // one warm-up round
    for (const texts of Object.values(MIX)) for (const q of texts) await get(q, sites[0]!);
    const all: number[] = [];
    for (const [cls, texts] of Object.entries(MIX)) {
      const times: number[] = [];
      for (let r = 0; r < rounds; r++) {
        for (const q of texts) {
          const t0 = performance.now();
          const res = await get(q, sites[r % 2]!);
          times.push(performance.now() - t0);
          const env = res.json() as { status: number; message: string };
          if (env.status !== 0) throw new Error(`suggest ${q}: ${env.status} ${env.message}`);
        }
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(
        `  ${cls.padEnd(12)} p50 ${fmt(pct(times, 0.5))} ms  p95 ${fmt(pct(times, 0.95))} ms  max ${fmt(times.at(-1)!)} ms  (${times.length} requests)`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `overall       p50 ${fmt(pct(all, 0.5))} ms  p95 ${fmt(pct(all, 0.95))} ms  p99 ${fmt(pct(all, 0.99))} ms  max ${fmt(all.at(-1)!)} ms`,
    );
  } finally {
    await app.close();
    await tdb.cleanup();
  }
}

await main();
