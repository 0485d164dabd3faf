/**
 * Test databases. Without TEST_DATABASE_URL: a new in-memory PGlite per call. With it (a postgres:// URL of a
 * database the test user may CREATE DATABASE from): a fresh database `t_<run>_<pid>_<n>` per call, dropped by cleanup,
 * copied from a template that was migrated once (`tpl_empty_<hash of the migrations>`), so no file migrates.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, type DbHandle } from '../../rc-pub/src/db/client.js';

export interface TestDb {
  handle: DbHandle;
  /** Options to reopen the same database (e.g. a second app instance). */
  options: { databaseUrl?: string; pgliteDir: string };
  cleanup(): Promise<void>;
}

let counter = 0;

/**
 * True in the `pglite` project: the PGlite set's second run, beside a run of the same files on PostgreSQL
 * (tests/vitest.config.ts). There the set proves what is PGlite's own (migrations, the seed from scratch, the
 * snapshot's dump and load, each repository's queries); a test that repeats engine-independent work at length (the
 * whole seed once more, 500 recall queries) runs on PostgreSQL only, and still on PGlite when the suite runs without
 * PostgreSQL.
 */
export const pgliteSetRerun = process.env.PGLITE_SET_RERUN === '1';

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
 * The prefix of this vitest run's databases, `t_<run>_`: the run's main process id, which tests/global-setup.ts passes
 * to its workers (TEST_RUN_ID), or this process's own outside vitest. The run's teardown drops only its own prefix, so a
 * second run on the same server (a CI clone beside a working tree) never drops the first one's databases.
 */
export function runDbPrefix(): string {
  const run = process.env.TEST_RUN_ID;
  return `t_${run && /^[0-9]+$/.test(run) ? run : process.pid}_`;
}

/**
 * A fresh PostgreSQL database `t_<run>_<pid>_<n>` on the server of `base`, empty or copied from `template`, migrated
 * and dropped by cleanup. A template copy is retried: another session may be copying the same template at that
 * instant.
 */
export async function createPostgresTestDb(base: string, template?: string): Promise<TestDb> {
  const name = `${runDbPrefix()}${process.pid}_${Date.now() % 100000}_${counter++}`;
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

const migrations = join(import.meta.dirname, '../../rc-pub/drizzle');

/** Name of the migrated empty template: changes with any migration file. */
function emptyTemplateName(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json')) h.update(f).update(readFileSync(join(migrations, f)));
  }
  return `tpl_empty_${h.digest('hex').slice(0, 16)}`;
}

/**
 * Ensures template database `name` exists on the server of `base`, building it once across processes (an advisory
 * lock per name; the others wait): `build` fills a database `tpl_build_…` that is then renamed. Older templates of the
 * same prefix are dropped when no session uses them.
 */
export async function ensureTemplate(base: string, name: string, build: (url: string) => Promise<void>): Promise<void> {
  const exists = (c: pg.Client) =>
    c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1);
  await withClient(base, async (admin) => {
    if (await exists(admin)) return;
    // one lock per template: building another (the fixed-clock seed beside the default one) need not wait for it
    await admin.query('SELECT pg_advisory_lock(727001, hashtext($1))', [name]);
    try {
      if (await exists(admin)) return;
      const prefix = name.replace(/_[0-9a-f]+$/, '_');
      const stale = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2', [
        `${prefix}%`,
        `tpl_build_${name.slice(4)}`,
      ]);
      // a template another run still copies from stays (DROP without FORCE refuses a database in use)
      for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => {});
      const building = `tpl_build_${name.slice(4)}`;
      await admin.query(`CREATE DATABASE ${building}`);
      await build(dbUrl(base, building));
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(727001, hashtext($1))', [name]);
    }
  });
}

/** Creates an empty, migrated database for one test file. */
export async function createTestDb(): Promise<TestDb> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const options = { pgliteDir: 'memory://' };
    const handle = await openDb(options);
    return { handle, options, cleanup: () => handle.close() };
  }
  const template = emptyTemplateName();
  await ensureTemplate(base, template, async (url) => {
    const handle = await openDb({ databaseUrl: url, pgliteDir: 'memory://' });
    await handle.close();
  });
  return createPostgresTestDb(base, template);
}
