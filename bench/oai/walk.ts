/**
 * `pnpm bench:oai [ROUNDS]` (an OAI-PMH ListRecords walk over every record; prints the times): a
 * harvester's full ListRecords walk (first request, then each resumption token until the list ends) in `oai_dc` and in
 * `jats`, over HTTP on rc-pub's route (`/rc-pub/oai`) and on the gateway (`/oai` on a site host, proxied to rc-pub),
 * both listening on 127.0.0.1. Prints per walk: total time, pages, records, bytes, records/s and ms per page; each
 * figure is the median of ROUNDS (default 3) walks after one warm-up. The database is the seeded snapshot of
 * tests/helpers/seeded-db.ts (made once per code version, about 40 s).
 */
import type { AddressInfo } from 'node:net';
import { buildApp as buildRcPub } from '../../rc-pub/src/app.js';
import { loadConfig as loadRcPubConfig } from '../../rc-pub/src/config.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { buildApp as buildGateway } from '../../server/src/app.js';
import { loadConfig as loadGatewayConfig } from '../../server/src/config.js';
import { createSeededTestDb } from '../../tests/helpers/seeded-db.js';

const ROUNDS = Number(process.argv[2] ?? 3);

/** One walk's figures. */
interface Walk {
  ms: number;
  pages: number;
  records: number;
  bytes: number;
}

/** Walks ListRecords in `prefix` at `url` (with `headers`) until no resumption token is left. */
async function walk(url: string, prefix: string, headers: Record<string, string>): Promise<Walk> {
  const start = process.hrtime.bigint();
  let query = `verb=ListRecords&metadataPrefix=${prefix}`;
  const w: Walk = { ms: 0, pages: 0, records: 0, bytes: 0 };
  for (;;) {
    const res = await fetch(`${url}?${query}`, { headers });
    const xml = await res.text();
    if (res.status !== 200 || xml.includes('<error ')) throw new Error(`${url}?${query}: ${xml.slice(0, 300)}`);
    w.pages++;
    w.bytes += Buffer.byteLength(xml);
    w.records += xml.match(/<record>/g)?.length ?? 0;
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    if (!token) break;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  w.ms = Number(process.hrtime.bigint() - start) / 1e6;
  return w;
}

/** The walk with the median time of ROUNDS walks after one warm-up. */
async function median(url: string, prefix: string, headers: Record<string, string>): Promise<Walk> {
  await walk(url, prefix, headers);
  const walks: Walk[] = [];
  for (let i = 0; i < ROUNDS; i++) walks.push(await walk(url, prefix, headers));
  walks.sort((a, b) => a.ms - b.ms);
  return walks[Math.floor(walks.length / 2)]!;
}

async function main(): Promise<void> {
  console.log('Seeding or loading the seeded snapshot …');
  const tdb = await createSeededTestDb();
  const rcPub = await buildRcPub({ config: { ...loadRcPubConfig({}), logLevel: 'silent' }, db: tdb.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const rcPubUrl = `http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`;
  const gateway = await buildGateway(
    loadGatewayConfig({
      NODE_ENV: 'production',
      RC_PUB_URL: rcPubUrl,
      SSR: 'off',
      LOG_LEVEL: 'silent',
      // the bench makes more OAI-PMH requests than a client's export budget allows
      RATE_LIMIT_EXPORT: '0',
    }),
    { logger: false },
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/oai`;
  try {
    console.log(`ListRecords walks, median of ${ROUNDS} after one warm-up:\n`);
    console.log('| path | format | total ms | pages | records | MB | records/s | ms/page |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    const targets: [string, string, Record<string, string>][] = [
      ['rc-pub /rc-pub/oai', `${rcPubUrl}${RcPubPaths.oai}`, {}],
      ['gateway /oai (www)', gatewayUrl, { host: 'www.localhost:3000' }],
    ];
    for (const [name, url, headers] of targets)
      for (const prefix of ['oai_dc', 'jats']) {
        const w = await median(url, prefix, headers);
        console.log(
          `| ${name} | ${prefix} | ${w.ms.toFixed(0)} | ${w.pages} | ${w.records} | ${(w.bytes / 1e6).toFixed(1)} | ${(
            (w.records * 1000) / w.ms
          ).toFixed(0)} | ${(w.ms / w.pages).toFixed(1)} |`,
        );
      }
  } finally {
    await gateway.close();
    await rcPub.close();
    await tdb.cleanup();
  }
}

await main();
