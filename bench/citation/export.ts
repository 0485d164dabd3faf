/**
 * `pnpm bench:export [ROUNDS]` (export of 500 articles in each format; prints the times): the
 * citation export of CITATION_MAX_IDS (500) seeded articles in each of the five formats, timed
 * - in rc-pub's service (`downloadCitation`: two queries for the records, then the format), and the format alone on
 *   records already loaded;
 * - over HTTP: rc-pub's route (`GET /rc-pub/front/front-article/downloadCitation`) and the gateway's download on a
 *   site host (`GET /front/front-article/downloadCitation`, streamed from rc-pub), both listening on 127.0.0.1.
 * Each figure is the median of ROUNDS (default 5) runs after one warm-up, with abstracts (`abstract=1`), in ms.
 * The database is the seeded snapshot of tests/helpers/seeded-db.ts (made once per code version, about 40 s).
 */
import type { AddressInfo } from 'node:net';
import { exportCitations } from '../../rc-pub/src/citation/export/index.js';
import { loadCitationRecords } from '../../rc-pub/src/citation/record.js';
import { buildApp as buildRcPub } from '../../rc-pub/src/app.js';
import { loadConfig as loadRcPubConfig } from '../../rc-pub/src/config.js';
import {
  CITATION_EXPORT_FORMATS,
  CITATION_MAX_IDS,
  type CitationExportFormat,
} from '../../rc-pub/src/contract/citation.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { articles } from '../../rc-pub/src/db/schema/index.js';
import type { ServiceCtx } from '../../rc-pub/src/lib/context.js';
import { downloadCitation } from '../../rc-pub/src/services/article/download-citation.js';
import { buildApp as buildGateway } from '../../server/src/app.js';
import { loadConfig as loadGatewayConfig } from '../../server/src/config.js';
import { createSeededTestDb } from '../../tests/helpers/seeded-db.js';
import { benchCtx } from '../search/queries.js';

const ROUNDS = Number(process.argv[2] ?? 5);
const FORMATS = Object.keys(CITATION_EXPORT_FORMATS) as CitationExportFormat[];

/** Median ms of ROUNDS runs of `fn` after one warm-up; also the last result. */
async function time<T>(fn: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  let result = await fn();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    result = await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, result };
}

/** GET `url` and read the whole body; fails unless HTTP 200. */
async function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  if (res.status !== 200)
    throw new Error(`${url}: HTTP ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
  return body.byteLength;
}

const f = (ms: number) => ms.toFixed(1);

async function main(): Promise<void> {
  console.log('Seeding or loading the seeded snapshot …');
  const tdb = await createSeededTestDb();
  const rcPub = await buildRcPub({ config: { ...loadRcPubConfig({}), logLevel: 'silent' }, db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const rcPubUrl = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  const gateway = await buildGateway(
    loadGatewayConfig({ NODE_ENV: 'production', RC_PUB_URL: rcPubUrl, SSR: 'off', LOG_LEVEL: 'silent' }),
    { logger: false },
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  try {
    const ids = (await tdb.handle.db.select({ id: articles.id }).from(articles))
      .map((r) => r.id)
      .sort((a, b) => a - b)
      .slice(0, CITATION_MAX_IDS);
    const ctx: ServiceCtx = { ...benchCtx(tdb.handle.db), lang: 'en', log: rcPub.log };
    const load = await time(() => loadCitationRecords(ctx.db, ids));
    const records = load.result;
    console.log(`${records.length} articles, ${ROUNDS} rounds after a warm-up, median ms; abstracts included`);
    console.log(`records alone (two queries + building): ${f(load.ms)} ms\n`);
    console.log('| format | file bytes | format only | service (records + format) | rc-pub HTTP | gateway HTTP |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const format of FORMATS) {
      const only = await time(() => exportCitations(format, records, { abstract: true, language: 'en' }));
      const service = await time(() =>
        downloadCitation({ ctx, input: { ids, citationType: format, language: 'en', abstract: true } }),
      );
      const query = `ids=${ids.join(',')}&citationType=${format}&language=en&abstract=1`;
      const http = await time(() => get(`${rcPubUrl}${RcPubPaths.downloadCitation}?${query}`));
      const viaGateway = await time(() =>
        get(`${gatewayUrl}/front/front-article/downloadCitation?${query}`, { host: 'plosmed.localhost' }),
      );
      const bytes = Buffer.byteLength(only.result.text, 'utf8');
      console.log(
        `| ${format} | ${bytes} | ${f(only.ms)} | ${f(service.ms)} | ${f(http.ms)} (${http.result} B) | ${f(viaGateway.ms)} (${viaGateway.result} B) |`,
      );
    }
  } finally {
    await gateway.close();
    await rcPub.close();
    await tdb.cleanup();
  }
}

await main();
