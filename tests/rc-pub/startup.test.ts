/**
 * Start-up and operations:
 * - two rc-pub processes starting on one empty PostgreSQL database both migrate it (advisory lock around migrating);
 * - PostgreSQL unreachable and port in use print one sentence (what, where, what to do), no stack trace, exit 1;
 * - the incoming `x-request-id` is Fastify's request id and is echoed (a fresh id otherwise), so a gateway request
 *   can be followed into rc-pub's log.
 * PostgreSQL: TEST_DATABASE_URL, else the machine's PostgreSQL (STACK-NOTES: 127.0.0.1:5432, trust, db `test`).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { openDb } from '../../rc-pub/src/db/client.js';
import { bumpSlds, readContentVersions } from '../../rc-pub/src/repositories/content-versions.js';
import { createTestDb, dbUrl, type TestDb, withClient } from '../helpers/db.js';
import { startApp, type TestApp } from './app-helper.js';
import { childEnv } from '../helpers/child-env.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('concurrent first migrations on PostgreSQL', () => {
  it('two processes opening one empty database at once both succeed', { timeout: 120_000 }, async () => {
    // three fresh databases: one race could pass by luck, three in a row without the lock did not
    for (let round = 0; round < 3; round++) {
      const name = `t_migrate_race_${process.pid}_${round}`;
      await withClient(PG, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await withClient(PG, (c) => c.query(`CREATE DATABASE ${name}`));
      try {
        const url = dbUrl(PG, name);
        const results = await Promise.allSettled([
          openDb({ databaseUrl: url, pgliteDir: 'memory://' }),
          openDb({ databaseUrl: url, pgliteDir: 'memory://' }),
        ]);
        for (const r of results) if (r.status === 'fulfilled') await r.value.close();
        const errors = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
        expect(errors, `round ${round}`).toEqual([]);
        const tables = await withClient(url, (c) =>
          c.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename IN ('sites', 'content_versions')"),
        );
        expect(tables.rows[0].n).toBe(2);
      } finally {
        await withClient(PG, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    }
  });
});

describe('PostgreSQL ending a connection (restarts and failovers)', () => {
  it('an idle connection PostgreSQL terminates does not stop rc-pub, and the next query works', async () => {
    const name = `t_conn_end_${process.pid}`;
    await withClient(PG, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await withClient(PG, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = dbUrl(PG, name);
    const handle = await openDb({ databaseUrl: url, pgliteDir: 'memory://' });
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.prependListener('uncaughtException', onUncaught);
    try {
      await readContentVersions(handle.db); // leaves an idle pooled connection
      await withClient(PG, (c) =>
        c.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        ),
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(uncaught).toEqual([]);
      await bumpSlds(handle.db, ['www']);
      expect((await readContentVersions(handle.db)).global).toBeGreaterThan(0);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      await handle.close();
      await withClient(PG, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});

function server(env: Record<string, string | undefined>) {
  const r = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'rc-pub/src/server.ts')], {
    cwd: root,
    encoding: 'utf8',
    timeout: 90_000,
    env: childEnv({ LOG_LEVEL: 'silent', RC_PUB_SEED: 'off', PGLITE_DIR: 'memory://', ...env }),
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}`.trim() };
}

describe('start-up failures print one clear sentence', () => {
  it('cannot reach PostgreSQL: names host:port and what to do, no stack trace, exit 1', { timeout: 90_000 }, () => {
    const r = server({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere', RC_PUB_PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^rc-pub: cannot reach PostgreSQL at 127\.0\.0\.1:1 \(connection refused\): start PostgreSQL/,
    );
    expect(r.out.split('\n')).toHaveLength(1);
    expect(r.out).not.toMatch(/\n\s+at /);
  });

  describe('port in use', () => {
    let blocker: Server;
    let port: number;
    // a migrated PostgreSQL copy (TEST_DATABASE_URL) gets the server to its listen in a second; a new in-memory PGlite
    // spends seconds migrating first
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb();
      blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      port = (blocker.address() as { port: number }).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => blocker.close(resolve));
      await db.cleanup();
    });

    it('names host:port and what to do, no stack trace, exit 1', { timeout: 90_000 }, () => {
      const r = server({ DATABASE_URL: db.options.databaseUrl, RC_PUB_HOST: '127.0.0.1', RC_PUB_PORT: String(port) });
      expect(r.code).toBe(1);
      const last = r.out.split('\n').at(-1)!;
      expect(last).toBe(
        `rc-pub: port 127.0.0.1:${port} is already in use (another rc-pub or service is listening there): ` +
          'stop that process or set RC_PUB_PORT to a free port.',
      );
      expect(r.out).not.toMatch(/\n\s+at /);
    });
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ seeded: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('uses and echoes the incoming x-request-id (a gateway request can be followed into the log)', async () => {
    const r = await t.http.get(RcPubPaths.health).set('x-request-id', 'gw-7f3a-0001');
    expect(r.status).toBe(200);
    expect(r.headers['x-request-id']).toBe('gw-7f3a-0001');
    const err = await t.http.get('/rc-pub/no-such-route').set('x-request-id', 'gw-7f3a-0002');
    expect(err.headers['x-request-id']).toBe('gw-7f3a-0002');
  });

  it('generates an id when none (or an unsafe one) is sent', async () => {
    const a = await t.http.get(RcPubPaths.health);
    const b = await t.http.get(RcPubPaths.health).set('x-request-id', 'bad id\twith "spaces"');
    for (const r of [a, b]) expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
