/**
 * `pnpm fixtures:record [--out <dir>]`: records rc-pub answers for the gateway tests into tests/fixtures/rc-pub/*.json
 * (or `<dir>`; scripts/check-fixtures.ts records into a temporary folder and compares).
 *
 * Boots rc-pub in-process (buildApp from rc-pub/src/app.ts) on a copy of the demo data seeded under a fixed clock
 * (rc-pub/src/seed; copied from a snapshot, see seededDb below), puts a recording proxy in front of it, and runs the
 * real gateway against the proxy with the queries of tests/gateway/queries.ts: the home query of the sites www, plos,
 * plosmed, jose and forbidden, an article (by id and DOI) and its journal, a batch citation and 'How to cite', each in
 * zh and in en, and the search cases of tests/fixtures/rc-pub/search/cases.json (a results page with frame, hits and
 * facets; keyword analyses) in their own language. So exactly the rc-pub calls the gateway makes are recorded, each
 * once, keyed by method, path, sorted query without `timestamps`, the `language` header and the canonical JSON body
 * of POSTs (tests/gateway/fixture-key.ts). Run it again after rc-pub's wire shapes, its answers or the seed change;
 * `pnpm fixtures:check` (in `pnpm test`) fails until you do.
 *
 * Deterministic by construction, so two recordings of one code version are byte-identical:
 * - the seed is given a fixed clock ({@link SEED_CLOCK}, SeedOptions.now): it dates the demo news "seed time minus N
 *   days" (rc-pub/src/seed/news.ts), the only per-run values in the answers (the footers' copyright is fixed text in
 *   deploy/sites/demo-sites.yaml);
 * - requests run one GraphQL query at a time, and the first answer of a key is kept;
 * - the proxy drops the gateway's `x-portal-origin` header: with it, a GB/T 7714 citation is the online form dated the
 *   day it was made (docs/product/citation-and-harvest.md#citation-styles), so the recorded citations are the print
 *   form;
 * - fixtures are written with their keys in a fixed order, one file per key (fixtureFileName), and stale files of the
 *   folder are removed first.
 * Nothing is normalised after recording.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp as buildRcPub } from '../rc-pub/src/app.js';
import { loadConfig as loadRcPubConfig } from '../rc-pub/src/config.js';
import { buildApp as buildGateway } from '../server/src/app.js';
import { loadConfig as loadGatewayConfig } from '../server/src/config.js';
import type { TestDb } from '../tests/helpers/db.js';
import { createSeededTestDb } from '../tests/helpers/seeded-db.js';
import { fixtureFileName, fixtureRequestFields, type Fixture } from '../tests/gateway/fixture-key.js';
import {
  ARTICLE_BY_DOI_QUERY,
  ARTICLE_QUERY,
  BILINGUAL_DOI,
  CITATION_QUERY,
  HOME_QUERY,
  JOURNAL_QUERY,
  RECORDED_SITES,
  UNKNOWN_ARTICLE_ID,
} from '../tests/gateway/queries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The committed fixtures. */
export const FIXTURES_DIR = path.join(root, 'tests/fixtures/rc-pub');
const searchDir = path.join(FIXTURES_DIR, 'search');
/** The keyword analysis (docs/product/search.md#search-flow) as the search tests ask for it. */
const ANALYZE_QUERY = 'query Z($q: String!, $type: SearchType) { analyzeSearch(q: $q, type: $type) { q terms } }';
/** The clock of the seed (ms since the epoch, 2026-01-01T00:00:00Z): see the module docblock. */
export const SEED_CLOCK = Date.UTC(2026, 0, 1);
/** Both interface languages (docs/product/sites-and-frame.md#languages). */
const LANGS = ['zh', 'en'] as const;

/** tests/fixtures/rc-pub/search/cases.json (shared with tests/gateway/search*.test.ts). */
interface SearchCases {
  resultsPage: { sld: string; lang: string; input: Record<string, unknown> };
  analyze: { lang: string; q: string; type: string }[];
}

/** The parts of the recorded answers this script reads. */
interface RecordedData {
  site?: {
    homeModules?: { articles: { id: number }[]; issue: { publication: { id: number } } | null }[];
    search?: { total: number } | null;
  };
  article?: { doi?: string | null } | null;
  articleByDoi?: { id: number } | null;
}

/** Options of {@link recordFixtures}. */
export interface RecordOptions {
  /** Folder to write into (created; its *.json files are replaced). */
  outDir: string;
  /** Progress lines (default: console.log). */
  log?: (line: string) => void;
}

/**
 * A copy of the demo data seeded under the fixed {@link SEED_CLOCK}: tests/helpers/seeded-db.ts builds it once per
 * code version (a PostgreSQL template when TEST_DATABASE_URL is set, as `pnpm test` sets it; else a PGlite snapshot
 * in the machine's cache) and copies it per recording, so a check of unchanged code does not seed again.
 */
async function seededDb(log: (line: string) => void): Promise<TestDb> {
  const db = await createSeededTestDb({ now: new Date(SEED_CLOCK) });
  log('record: the seeded database is ready');
  return db;
}

/** A proxy to rc-pub at `port` that keeps the first answer of each fixture key (JSON answers only). */
function recordingProxy(port: number, fixtures: Map<string, Fixture>): http.Server {
  return http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const sent = Buffer.concat(chunks);
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const { 'x-portal-origin': _origin, ...headers } = req.headers;
    const up = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (upRes) => {
      const answer: Buffer[] = [];
      upRes.on('data', (c: Buffer) => answer.push(c));
      upRes.on('end', () => {
        const buf = Buffer.concat(answer);
        const fields = fixtureRequestFields({
          method,
          url,
          language: req.headers.language,
          body: sent.toString('utf8'),
        });
        if (String(upRes.headers['content-type'] ?? '').includes('json') && !fixtures.has(fields.key)) {
          fixtures.set(fields.key, {
            ...fields,
            httpStatus: upRes.statusCode ?? 200,
            body: JSON.parse(buf.toString('utf8')) as unknown,
          });
        }
        res.writeHead(upRes.statusCode ?? 200, upRes.headers);
        res.end(buf);
      });
    });
    up.on('error', (e) => {
      res.writeHead(502);
      res.end(String(e));
    });
    up.end(sent);
  });
}

/** Writes the fixtures into `outDir`, replacing its *.json files; returns the number written. */
function writeFixtures(outDir: string, fixtures: Map<string, Fixture>): number {
  fs.mkdirSync(outDir, { recursive: true });
  for (const f of fs.readdirSync(outDir)) if (f.endsWith('.json')) fs.rmSync(path.join(outDir, f));
  const keys = [...fixtures.keys()].sort();
  for (const key of keys) {
    const fx = fixtures.get(key)!;
    fs.writeFileSync(path.join(outDir, fixtureFileName(fx)), `${JSON.stringify(fx, null, 2)}\n`);
  }
  return keys.length;
}

/**
 * Records every fixture (see the module docblock) into `opts.outDir`.
 * @returns the number of fixtures written.
 * @throws Error when seeding or booting rc-pub or the gateway fails.
 */
export async function recordFixtures(opts: RecordOptions): Promise<number> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const rcConfig = loadRcPubConfig({ ...process.env, PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn', RC_PUB_SEED: 'off' });
  log('record: copying the seeded demo data (the first time per code version: seeding it, about a minute)…');
  const db = await seededDb(log);
  const rcPub = await buildRcPub({ config: rcConfig, db: db.handle });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const fixtures = new Map<string, Fixture>();
  const proxy = recordingProxy((rcPub.server.address() as AddressInfo).port, fixtures);
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));

  const gateway = await buildGateway(
    loadGatewayConfig({
      NODE_ENV: 'test',
      RC_PUB_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      SSR: 'off',
      LOG_LEVEL: 'silent',
      SITE_CONFIG_TTL_MS: '0',
      // Never record the load shedder's 503 (OVERLOADED): seeding in this same process, or a busy machine, delays the
      // event loop past the default 1 s and dropped whole queries from the recording.
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    { logger: false },
  );
  const run = async (query: string, variables: Record<string, unknown>, lang: string) => {
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

  try {
    let articleId: number | undefined;
    let journalId: number | undefined;
    for (const lang of LANGS) {
      for (const sld of RECORDED_SITES) {
        const r = await run(HOME_QUERY, { sld }, lang);
        const codes = (r.errors ?? []).map((e) => e.extensions?.code);
        log(
          `record: home of ${sld} (${lang}): ${r.data ? 'ok' : 'no data'}${codes.length ? ` (errors: ${codes.join(', ')})` : ''}`,
        );
        if (sld === 'plosmed' && lang === 'zh') {
          const mods = r.data?.site?.homeModules ?? [];
          articleId = mods.flatMap((m) => m.articles)[0]?.id;
          journalId = mods.find((m) => m.issue)?.issue?.publication.id;
        }
      }
    }
    if (!articleId) log('record: plosmed shows no article; no article fixture recorded');
    for (const lang of LANGS) {
      if (articleId) {
        const a = await run(ARTICLE_QUERY, { id: articleId }, lang);
        log(
          `record: article ${articleId} (${lang}): ${a.data?.article ? 'ok' : 'missing'}${a.errors ? ` ${JSON.stringify(a.errors)}` : ''}`,
        );
        const doi = a.data?.article?.doi;
        if (doi) await run(ARTICLE_BY_DOI_QUERY, { doi }, lang);
      }
      if (journalId) await run(JOURNAL_QUERY, { id: journalId }, lang);
      // Citations: a batch on www (the plosmed article, a bilingual one, an unknown id), then 'How to cite'
      // of the plosmed article in the default style and in APA.
      const bilingual = (await run(ARTICLE_BY_DOI_QUERY, { doi: BILINGUAL_DOI }, lang)).data?.articleByDoi?.id;
      if (articleId && bilingual) {
        const ids = [articleId, bilingual, UNKNOWN_ARTICLE_ID];
        for (const style of [undefined, 'APA']) {
          const c = await run(CITATION_QUERY, { sld: 'www', ids, id: articleId, ...(style ? { style } : {}) }, lang);
          log(
            `record: citations ${ids.join(',')} ${style ?? 'default'} (${lang}): ${c.errors ? JSON.stringify(c.errors) : 'ok'}`,
          );
        }
      } else log(`record: no bilingual article ${BILINGUAL_DOI}; no citation fixture recorded`);
    }

    // Search: a results page in one request, then the keyword analyses (their 400s are recorded too).
    const cases = JSON.parse(fs.readFileSync(path.join(searchDir, 'cases.json'), 'utf8')) as SearchCases;
    const resultsPage = fs.readFileSync(path.join(searchDir, 'results-page.graphql'), 'utf8');
    const { sld, lang, input } = cases.resultsPage;
    const sr = await run(resultsPage, { sld, input }, lang);
    const hits = sr.data?.site?.search;
    log(
      `record: search ${JSON.stringify(input)} on ${sld}: ${hits ? `${hits.total} hits` : 'failed'}${sr.errors ? ` ${JSON.stringify(sr.errors)}` : ''}`,
    );
    for (const a of cases.analyze) {
      const r = await run(ANALYZE_QUERY, { q: a.q, type: a.type }, a.lang);
      log(`record: analyse ${JSON.stringify(a.q)}: ${r.errors ? r.errors[0]?.message : 'ok'}`);
    }
  } finally {
    await gateway.close();
    await new Promise<void>((r) => proxy.close(() => r()));
    await rcPub.close();
    await db.cleanup();
  }

  const n = writeFixtures(opts.outDir, fixtures);
  log(`record: wrote ${n} fixtures to ${path.relative(root, opts.outDir) || opts.outDir}`);
  return n;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  recordFixtures({ outDir: values.out ? path.resolve(values.out) : FIXTURES_DIR }).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
