/**
 * Test databases. Without TEST_DATABASE_URL: a new in-memory PGlite per call. With it (a postgres:// URL of a
 * database the test user may CREATE DATABASE from): a fresh database `t_<pid>_<n>` per call, dropped by cleanup.
 */
import pg from 'pg';
import { openDb, type DbHandle } from '../../rc-pub/src/db/client.js';

export interface TestDb {
  handle: DbHandle;
  /** Options to reopen the same database (e.g. a second app instance). */
  options: { databaseUrl?: string; pgliteDir: string };
  cleanup(): Promise<void>;
}

let counter = 0;

/** Runs `fn` with a connected client to `url`, closing it afterwards. */
export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** `base` with its database name replaced by `name`. */
export function dbUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh PostgreSQL database `t_<pid>_<n>` on the server of `base`, empty or copied from `template`, migrated and
 * dropped by cleanup. A template copy is retried: another session may be copying the same template at that instant.
 */
export async function createPostgresTestDb(base: string, template?: string): Promise<TestDb> {
  const name = `t_${process.pid}_${Date.now() % 100000}_${counter++}`;
  const create = `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await withClient(base, (c) => c.query(create));
      break;
    } catch (e) {
      if (!template || attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 500));
    }
  }
  const options = { databaseUrl: dbUrl(base, name), pgliteDir: 'memory://' };
  const handle = await openDb(options);
  return {
    handle,
    options,
    async cleanup() {
      await handle.close();
      await withClient(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Creates an empty, migrated database for one test file. */
export async function createTestDb(): Promise<TestDb> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const options = { pgliteDir: 'memory://' };
    const handle = await openDb(options);
    return { handle, options, cleanup: () => handle.close() };
  }
  return createPostgresTestDb(base);
}
