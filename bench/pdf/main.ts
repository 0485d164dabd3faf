/**
 * `pnpm bench:pdf`: the article PDF (docs/product/content.md#article-pdf), measured. The real rc-pub on the seeded
 * snapshot (tests/helpers/seeded-db.ts), listening on 127.0.0.1, with its own headless Chromium:
 * 1. rendering: the first PDF (Chromium's launch included) alone, then BENCH_PDF_ARTICLES (default 12) PLOS and eLife
 *    articles with full text requested 4 at once (RC_PUB_PDF_CONCURRENCY=4): seconds per article (wall time over
 *    articles), each request's time (p50, max), pages and sizes, and the peak memory of the Chromium processes (sum of
 *    RSS, and of PSS, which counts shared pages once) sampled every 100 ms;
 * 2. cached downloads: one stored PDF through rc-pub's route (lookup, COUNTER count, bytes from the files table) against
 *    nginx (one worker, sendfile) serving the same file from disk, both loaded by the same GET loop in its own process
 *    (bench/pdf/client.ts) with BENCH_PDF_CONNECTIONS (default 10) connections for BENCH_PDF_SECONDS (default 10)
 *    each: requests per second and the ratio (target: rc-pub at least 50 % of nginx).
 * Chromium: RC_PUB_CHROMIUM_PATH (default /usr/bin/chromium); PostgreSQL: TEST_DATABASE_URL as for the tests (unset:
 * PGlite, whose one connection makes the download figure PGlite's).
 */
import { buildApp } from '../../rc-pub/src/app.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { countPdfPages } from '../../rc-pub/src/pdf/renderer.js';
import { createSeededTestDb } from '../../tests/helpers/seeded-db.js';
import { load, serveWithNginx } from './load.js';
import { sampleTreeMemory } from './processes.js';

const ARTICLES = Number(process.env.BENCH_PDF_ARTICLES ?? 12);
const AT_ONCE = 4;
const CONNECTIONS = Number(process.env.BENCH_PDF_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_PDF_SECONDS ?? 10);
const CHROMIUM = process.env.RC_PUB_CHROMIUM_PATH ?? '/usr/bin/chromium';
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main(): Promise<void> {
  const tdb = await createSeededTestDb();
  const config = {
    ...loadConfig({
      RC_PUB_CHROMIUM_PATH: CHROMIUM,
      RC_PUB_PDF_CONCURRENCY: String(AT_ONCE),
      RC_PUB_PDF_WAIT_SECONDS: '600',
      RC_PUB_ALERTS_INTERVAL_SECONDS: '0',
      RC_PUB_AES_KEY: Buffer.alloc(32, 7).toString('base64'),
    }),
    logLevel: 'silent',
  };
  const app = await buildApp({ config, db: tdb.handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const get = (id: number) =>
    fetch(`${base}${RcPubPaths.articlePdf}?articleId=${id}`, { headers: { 'user-agent': BROWSER_UA } });
  try {
    // PLOS and eLife articles with a full text, in id order
    const found = (await tdb.handle.db.execute(
      `SELECT a.id, a.doi FROM articles a
        WHERE (a.doi LIKE '10.1371/%' OR a.doi LIKE '10.7554/%')
          AND EXISTS (SELECT 1 FROM article_texts t WHERE t.article_id = a.id AND t.body_html IS NOT NULL)
        ORDER BY a.id LIMIT ${ARTICLES + 1}`,
    )) as unknown as { rows: { id: number; doi: string }[] };
    const rows = found.rows;
    if (rows.length < ARTICLES + 1) throw new Error(`bench: only ${rows.length} PLOS/eLife articles with full text`);
    const [first, ...rest] = rows;

    console.log(`article PDF bench: Chromium ${CHROMIUM}, ${AT_ONCE} renders at once`);
    let t0 = performance.now();
    const cold = await get(first!.id);
    if (cold.status !== 200) throw new Error(`bench: first PDF answered ${cold.status}`);
    const coldPdf = Buffer.from(await cold.arrayBuffer());
    console.log(
      `  first PDF (Chromium launch included): ${fmt((performance.now() - t0) / 1000, 2)} s, ` +
        `${countPdfPages(coldPdf)} pages, ${fmt(coldPdf.length / 1024, 0)} KiB`,
    );

    const memory = sampleTreeMemory('chrom');
    const times: number[] = [];
    let pages = 0;
    let bytes = 0;
    let next = 0;
    t0 = performance.now();
    const worker = async () => {
      while (next < rest.length) {
        const article = rest[next++]!;
        const start = performance.now();
        const res = await get(article.id);
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`bench: ${article.doi} answered ${res.status}`);
        times.push(performance.now() - start);
        pages += countPdfPages(body);
        bytes += body.length;
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    const wall = performance.now() - t0;
    const peak = memory.stop();
    times.sort((a, b) => a - b);
    console.log(
      `  ${rest.length} articles, ${AT_ONCE} at once: ${fmt(wall / 1000 / rest.length, 2)} s per article ` +
        `(wall ${fmt(wall / 1000, 1)} s); each request p50 ${fmt(pct(times, 50) / 1000, 2)} s, ` +
        `max ${fmt(times.at(-1)! / 1000, 2)} s; ${pages} pages, ${fmt(bytes / rest.length / 1024, 0)} KiB a PDF`,
    );
    console.log(
      `  Chromium peak: ${peak.processes} processes, RSS sum ${fmt(peak.rssMiB, 0)} MiB, PSS sum ${fmt(peak.pssMiB, 0)} MiB`,
    );

    // Cached downloads: rc-pub's route against nginx serving the same bytes
    const url = `${base}${RcPubPaths.articlePdf}?articleId=${first!.id}`;
    const nginx = await serveWithNginx(coldPdf);
    try {
      const o = { connections: CONNECTIONS, userAgent: BROWSER_UA };
      await load(url, { ...o, seconds: 2 }); // warm-up
      const viaRcPub = await load(url, { ...o, seconds: SECONDS });
      await load(nginx.url, { ...o, seconds: 2 });
      const viaNginx = await load(nginx.url, { ...o, seconds: SECONDS });
      for (const [name, r] of [
        ['rc-pub route', viaRcPub],
        ['nginx (same file)', viaNginx],
      ] as const)
        console.log(
          `  cached ${fmt(coldPdf.length / 1024, 0)} KiB PDF via ${name}: ${fmt(r.rps, 0)} req/s, ` +
            `${fmt(r.mibPerSecond, 0)} MiB/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, non-200 ${r.non200}, errors ${r.errors}`,
        );
      console.log(`  rc-pub / nginx: ${fmt((100 * viaRcPub.rps) / viaNginx.rps, 0)} % (target at least 50 %)`);
    } finally {
      nginx.stop();
    }
  } finally {
    await app.close();
    await tdb.cleanup();
  }
}

await main();
