/**
 * Shared setup of the search suites: the real rc-pub app on a seeded snapshot (createSeededTestDb: PGlite, or
 * PostgreSQL with TEST_DATABASE_URL) and small typed request helpers for the search routes (docs/product/calls-and-errors.md).
 */
import supertest from 'supertest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { ClustersWire, SearchResultWire } from '../../rc-pub/src/contract/search.js';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import type { Envelope } from '../../rc-pub/src/contract/wire.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

/** The app, its database and the request helpers. */
export interface SearchApp {
  db: Db;
  http: ReturnType<typeof supertest>;
  /** GET a search path; returns the envelope. */
  get<T = SearchResultWire>(path: string, query: Record<string, unknown>, lang?: 'zh' | 'en'): Promise<Envelope<T>>;
  /** GET /front/search; throws when the envelope is not a success. */
  search(query: Record<string, unknown>, lang?: 'zh' | 'en'): Promise<SearchResultWire>;
  clusters(query: Record<string, unknown>): Promise<ClustersWire>;
  close(): Promise<void>;
}

/** Starts the app on a fresh copy of the seeded database. */
export async function startSearchApp(): Promise<SearchApp> {
  const tdb: TestDb = await createSeededTestDb();
  const app = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await app.ready();
  const http = supertest(app.server);
  const get = async <T>(path: string, query: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => {
    const res = await http.get(path).set('language', lang).query(query);
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${res.text}`);
    return res.body as Envelope<T>;
  };
  const ok = <T>(env: Envelope<T>): T => {
    if (env.status !== 0) throw new Error(`search failed: ${env.status} ${env.message}`);
    return env.data;
  };
  return {
    db: tdb.handle.db,
    http,
    get,
    search: async (query, lang) => ok(await get<SearchResultWire>(SearchPaths.search, query, lang)),
    clusters: async (query) => ok(await get<ClustersWire>(SearchPaths.clusters, query)),
    async close() {
      await app.close();
      await tdb.cleanup();
    },
  };
}

/** Rows of a raw SQL query (both engines return `{ rows }`). */
export async function rowsOf<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
