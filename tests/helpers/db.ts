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

/** Creates an empty, migrated database for one test file. */
export async function createTestDb(): Promise<TestDb> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const options = { pgliteDir: 'memory://' };
    const handle = await openDb(options);
    return { handle, options, cleanup: () => handle.close() };
  }
  const name = `t_${process.pid}_${Date.now() % 100000}_${counter++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const options = { databaseUrl: url.toString(), pgliteDir: 'memory://' };
  const handle = await openDb(options);
  return {
    handle,
    options,
    async cleanup() {
      await handle.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
