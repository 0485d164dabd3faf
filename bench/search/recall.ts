/**
 * `pnpm bench:recall`: the full CSL-zh keyword recall set (5,212 queries; threshold ≥ 95% in the
 * top 20 of the zhdemo group) through the real rc-pub app, on the seeded snapshot the tests use
 * (tests/helpers/seeded-db.ts: PGlite, or PostgreSQL when TEST_DATABASE_URL is set). The normal test run only asks a
 * fixed sample of 500 (tests/rc-pub/search-seeded.test.ts). Prints the recall and the time taken; exit code 1 when the
 * recall is under the threshold.
 * Options (environment): RECALL_N = ask only the first N queries of an even sample (default: all); RECALL_SHORT=1 =
 * ask only the keywords of one or two characters.
 */
import { buildApp } from '../../rc-pub/src/app.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import { SearchPaths, type SearchResultWire } from '../../rc-pub/src/contract/search.js';
import type { Envelope } from '../../rc-pub/src/contract/wire.js';
import { createSeededTestDb } from '../../tests/helpers/seeded-db.js';
import { isShortTerm, measureRecall, RECALL_THRESHOLD, recallLine, recallQueries, sampleEvenly } from './recall-set.js';

async function main(): Promise<number> {
  const t0 = performance.now();
  const tdb = await createSeededTestDb();
  const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent' }, db: tdb.handle });
  try {
    await app.ready();
    const sites = (await tdb.handle.db.execute("select id from sites where sld = 'zhdemo'")) as unknown as {
      rows: { id: number }[];
    };
    const zhdemo = Number(sites.rows[0]!.id);
    const all = recallQueries().filter((q) => process.env.RECALL_SHORT !== '1' || isShortTerm(q.keyword));
    const n = process.env.RECALL_N ? Number(process.env.RECALL_N) : all.length;
    const queries = sampleEvenly(all, n);
    console.log(
      `bench:recall: ${queries.length} of ${all.length} queries on ${tdb.handle.engine} (ready in ${Math.round(performance.now() - t0)} ms)`,
    );
    const t1 = performance.now();
    const r = await measureRecall(queries, async (q) => {
      const res = await app.inject({
        method: 'GET',
        url: SearchPaths.search,
        query: { q, siteId: String(zhdemo), type: 'article', size: '20' },
      });
      const env = res.json() as Envelope<SearchResultWire>;
      return env.status === 0
        ? { ok: true, titles: env.data.content.map((h) => h.title), total: env.data.total }
        : { ok: false, titles: [], message: env.message };
    });
    const s = (performance.now() - t1) / 1000;
    console.log(recallLine(r));
    console.log(`${r.asked} queries in ${s.toFixed(1)} s (${(r.asked / s).toFixed(1)} queries/s)`);
    if (r.ratio < RECALL_THRESHOLD) {
      console.log(`FAIL: recall under ${RECALL_THRESHOLD * 100}%`);
      return 1;
    }
    return 0;
  } finally {
    await app.close();
    await tdb.cleanup();
  }
}

process.exitCode = await main();
