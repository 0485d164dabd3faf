/**
 * `pnpm bench:cite [ROUNDS]`: how fast citeproc-js renders citations of real articles, for the batch
 * citation of a full basket (500 ids, batchPublicizeInfo: docs/product/citation-and-harvest.md#batch-citation) and the five 'How to cite' styles.
 *
 * Seeds the demo data into an in-memory PGlite (about 40 s) and loads the citation records of 500 articles (every
 * JATS article, English, Portuguese and Spanish with their English translations, then Chinese demo articles), then
 * prints, as medians of ROUNDS rounds (default 5):
 * - `first use`: registering a style and building its citeproc engines (once per process and style/locale);
 * - `render`: the 500 citations (plus the translations) with the memo of rendered entries emptied, per style;
 * - `memo`: the same again, every entry from the memo (a basket copied twice);
 * - `longest block`: the longest stretch the event loop was held during one cold GB/T render (the renderer yields
 *   every 100 entries), measured with a timer that should fire every millisecond;
 * - `batchPublicizeInfo`: the whole request through the real app (app.inject): query, records, render, serializer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../rc-pub/src/app.js';
import { loadCitationRecords } from '../../rc-pub/src/citation/record.js';
import { citeRecords, clearCitationMemo } from '../../rc-pub/src/citation/render.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import { CITATION_MAX_IDS, CITATION_STYLES } from '../../rc-pub/src/contract/citation.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { openDb } from '../../rc-pub/src/db/client.js';
import { articles, sites } from '../../rc-pub/src/db/schema/index.js';
import { seed } from '../../rc-pub/src/seed/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.argv[2] ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function main(): Promise<void> {
  console.log('bench:cite: seeding the demo data into an in-memory PGlite (about 40 s)…');
  const db = await openDb({ pgliteDir: 'memory://' });
  await seed(db.db, { demoDataDir: path.join(root, 'demo-data') });
  const all = (await db.db.select({ id: articles.id }).from(articles)).map((a) => a.id).sort((a, b) => a - b);
  const ids = all.slice(0, CITATION_MAX_IDS);
  const records = await loadCitationRecords(db.db, ids, {
    articleUrl: (id, l) => `http://www.localhost/article/id/1/${id}/${l}`,
  });
  const entries = records.length + records.filter((r) => r.translated).length;
  console.log(`bench:cite: ${records.length} articles, ${entries} entries (with translations)\n`);

  console.log('| style | first use | render (cold memo) | per entry | memo |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const style of CITATION_STYLES) {
    clearCitationMemo();
    const first = await time(() => citeRecords(records.slice(0, 1), style));
    const cold: number[] = [];
    const warm: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      clearCitationMemo();
      cold.push(await time(() => citeRecords(records, style)));
      warm.push(await time(() => citeRecords(records, style)));
    }
    console.log(
      `| ${style} | ${ms(first)} | ${ms(median(cold))} | ${(median(cold) / entries).toFixed(2)} ms | ${ms(median(warm))} |`,
    );
  }

  clearCitationMemo();
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  await citeRecords(records, 'gbt7714-numeric');
  h.disable();
  console.log(`\nlongest block of the event loop during one cold GB/T render: ${ms(h.max / 1e6)}`);

  const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent' }, db });
  await app.ready();
  const siteId = (await db.db.select().from(sites)).find((s) => s.sld === 'www')!.id;
  const url = `${RcPubPaths.batchPublicizeInfo}?siteId=${siteId}&ids=${ids.join(',')}`;
  const request = async () => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-portal-origin': 'http://www.localhost' } });
    if (res.json().status !== 0) throw new Error(res.body.slice(0, 300));
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    clearCitationMemo();
    cold.push(await time(request));
    warm.push(await time(request));
  }
  console.log(
    `batchPublicizeInfo of ${ids.length} ids through the app: ${ms(median(cold))} (cold memo), ${ms(median(warm))} (memo)`,
  );
  await app.close();
  await db.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
