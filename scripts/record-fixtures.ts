/**
 * `pnpm fixtures:record`: records rc-pub answers for the gateway tests into tests/fixtures/rc-pub/*.json.
 *
 * Boots rc-pub in-process (buildApp from rc-pub/src/app.ts) on an in-memory PGlite database seeded with the demo data
 * (rc-pub/src/seed), puts a recording proxy in front of it, and runs the real gateway against the proxy with the
 * queries of tests/gateway/queries.ts: the home query of the sites www, plos, plosmed, jose and forbidden, an article
 * (by id and DOI) and its journal, and the search cases of tests/fixtures/rc-pub/search/cases.json (a results page
 * with frame, hits and facets; keyword analyses). So exactly the rc-pub calls the gateway makes are recorded, each once, keyed by
 * method + path + sorted query without `timestamps` (tests/gateway/fixture-key.ts). Run it again after rc-pub's
 * wire shapes or the seed change.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp as buildRcPub } from '../rc-pub/src/app.js';
import { loadConfig as loadRcPubConfig } from '../rc-pub/src/config.js';
import { openDb } from '../rc-pub/src/db/client.js';
import { seed } from '../rc-pub/src/seed/index.js';
import { buildApp as buildGateway } from '../server/src/app.js';
import { loadConfig as loadGatewayConfig } from '../server/src/config.js';
import { fixtureFileName, fixtureKey, type Fixture } from '../tests/gateway/fixture-key.js';
import {
  ARTICLE_BY_DOI_QUERY,
  ARTICLE_QUERY,
  HOME_QUERY,
  JOURNAL_QUERY,
  RECORDED_SITES,
} from '../tests/gateway/queries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The keyword analysis (SPEC §4) as the search tests ask for it. */
const ANALYZE_QUERY = 'query Z($q: String!, $type: SearchType) { analyzeSearch(q: $q, type: $type) { q terms } }';
const outDir = path.join(root, 'tests/fixtures/rc-pub');
const searchDir = path.join(outDir, 'search');

/** tests/fixtures/rc-pub/search/cases.json (shared with tests/gateway/search*.test.ts). */
interface SearchCases {
  resultsPage: { sld: string; lang: string; input: Record<string, unknown> };
  analyze: { lang: string; q: string; type: string }[];
}

/** The parts of the recorded answers this script reads. */
interface RecordedData {
  site?: { homeModules?: { articles: { id: number }[]; issue: { publication: { id: number } } | null }[] };
  article?: { doi?: string | null } | null;
}

async function main(): Promise<void> {
  const rcConfig = loadRcPubConfig({ ...process.env, PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn', RC_PUB_SEED: 'off' });
  console.log('record: opening an in-memory PGlite database and seeding the demo data (about a minute)…');
  const db = await openDb({ pgliteDir: 'memory://' });
  const report = await seed(db.db, { demoDataDir: rcConfig.demoDataDir });
  console.log(`record: seeded ${report.sites.length} sites`);
  const rcPub = await buildRcPub({ config: rcConfig, db });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const rcPort = (rcPub.server.address() as AddressInfo).port;

  // Recording proxy: forwards to rc-pub and keeps one fixture per key.
  const fixtures = new Map<string, Fixture>();
  const proxy = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const up = http.request(
      { host: '127.0.0.1', port: rcPort, path: url, method: req.method, headers: req.headers },
      (upRes) => {
        const chunks: Buffer[] = [];
        upRes.on('data', (c: Buffer) => chunks.push(c));
        upRes.on('end', () => {
          const buf = Buffer.concat(chunks);
          const type = String(upRes.headers['content-type'] ?? '');
          const key = fixtureKey(req.method ?? 'GET', url);
          if (type.includes('json') && !fixtures.has(key)) {
            const u = new URL(url, 'http://x');
            const query = Object.fromEntries([...u.searchParams.entries()].filter(([k]) => k !== 'timestamps'));
            fixtures.set(key, {
              key,
              method: req.method ?? 'GET',
              path: u.pathname,
              query,
              language: String(req.headers.language ?? 'zh'),
              httpStatus: upRes.statusCode ?? 200,
              body: JSON.parse(buf.toString('utf8')),
            });
          }
          res.writeHead(upRes.statusCode ?? 200, upRes.headers);
          res.end(buf);
        });
      },
    );
    up.on('error', (e) => {
      res.writeHead(502);
      res.end(String(e));
    });
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const proxyPort = (proxy.address() as AddressInfo).port;

  const gateway = await buildGateway(
    loadGatewayConfig({
      NODE_ENV: 'test',
      RC_PUB_URL: `http://127.0.0.1:${proxyPort}`,
      SSR: 'off',
      LOG_LEVEL: 'silent',
      SITE_CONFIG_TTL_MS: '0',
    }),
    { logger: false },
  );
  const run = async (query: string, variables: Record<string, unknown>, lang = 'zh') => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-language': lang },
      payload: { query, variables },
    });
    return res.json() as {
      data: RecordedData | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };

  let articleId: number | undefined;
  let journalId: number | undefined;
  for (const sld of RECORDED_SITES) {
    const r = await run(HOME_QUERY, { sld });
    const codes = (r.errors ?? []).map((e) => e.extensions?.code);
    console.log(
      `record: home of ${sld}: ${r.data ? 'ok' : 'no data'}${codes.length ? ` (errors: ${codes.join(', ')})` : ''}`,
    );
    if (sld === 'plosmed') {
      const mods = (r.data?.site?.homeModules ?? []) as {
        articles: { id: number }[];
        issue: { publication: { id: number } } | null;
      }[];
      articleId = mods.flatMap((m) => m.articles)[0]?.id;
      journalId = mods.find((m) => m.issue)?.issue?.publication.id;
    }
  }
  if (articleId) {
    const a = await run(ARTICLE_QUERY, { id: articleId });
    console.log(
      `record: article ${articleId}: ${a.data?.article ? 'ok' : 'missing'}${a.errors ? ` ${JSON.stringify(a.errors)}` : ''}`,
    );
    const doi = a.data?.article?.doi as string | undefined;
    if (doi) await run(ARTICLE_BY_DOI_QUERY, { doi });
  } else console.warn('record: plosmed shows no article; no article fixture recorded');
  if (journalId) await run(JOURNAL_QUERY, { id: journalId });

  // Search (issue 3): a results page in one request, then the keyword analyses (their 400s are recorded too).
  const cases = JSON.parse(fs.readFileSync(path.join(searchDir, 'cases.json'), 'utf8')) as SearchCases;
  const resultsPage = fs.readFileSync(path.join(searchDir, 'results-page.graphql'), 'utf8');
  const { sld, lang, input } = cases.resultsPage;
  const sr = await run(resultsPage, { sld, input }, lang);
  const hits = (sr.data?.site as { search?: { total: number } | null } | undefined)?.search;
  console.log(
    `record: search ${JSON.stringify(input)} on ${sld}: ${hits ? `${hits.total} hits` : 'failed'}${sr.errors ? ` ${JSON.stringify(sr.errors)}` : ''}`,
  );
  for (const a of cases.analyze) {
    const r = await run(ANALYZE_QUERY, { q: a.q, type: a.type }, a.lang);
    console.log(`record: analyse ${JSON.stringify(a.q)}: ${r.errors ? r.errors[0]?.message : 'ok'}`);
  }

  await gateway.close();
  await new Promise<void>((r) => proxy.close(() => r()));
  await rcPub.close();
  await db.close();

  fs.mkdirSync(outDir, { recursive: true });
  for (const f of fs.readdirSync(outDir)) if (f.endsWith('.json')) fs.rmSync(path.join(outDir, f));
  for (const fx of fixtures.values())
    fs.writeFileSync(path.join(outDir, fixtureFileName(fx.key)), `${JSON.stringify(fx, null, 2)}\n`);
  console.log(`record: wrote ${fixtures.size} fixtures to ${path.relative(root, outDir)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
