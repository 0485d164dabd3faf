/**
 * A test database that already holds the seed and the demo data, made once per code version and copied per test
 * file: seeding imports 169 JATS files and 1000 CSL records (about 40 s), too slow to repeat in every file.
 *
 * - PGlite: the seeded data directory is dumped to a tarball `<key>.tar` in the machine's cache
 *   (`~/.cache/rc-portal-seed`, or RC_PORTAL_SEED_CACHE) and each call starts an in-memory PGlite from it. Like the
 *   PostgreSQL template, it outlives the checkout: a fresh clone of unchanged code loads it instead of seeding again.
 * - PostgreSQL (TEST_DATABASE_URL): a template database `tpl_seed_<key>` is built once and each call creates a fresh
 *   database from it with CREATE DATABASE … TEMPLATE.
 * The key hashes rc-pub's source, migrations and package.json (PGlite's version: its dump format), the seed's site
 * file and pictures (deploy/sites) and the demo-data file list, so any change to them rebuilds the snapshot.
 *
 * The seed that builds a snapshot runs from scratch on an empty database, and what it reported is kept with it (PGlite:
 * `<key>.report.json` beside the tarball; PostgreSQL: the template database's comment): the seed's own tests
 * (tests/rc-pub/seeded.test.ts) read that report instead of seeding a third time.
 *
 * A seed under a fixed clock (`{ now }`: scripts/record-fixtures.ts, whose recordings must not depend on the day) is
 * another snapshot (`tpl_seedat_<key>`, `<key>.tar` of a key that hashes the clock too), kept beside the default one.
 *
 * Because a snapshot outlives the checkout that built it, the absolute paths the import stored in it (an article's
 * `sourceFile`) may name a checkout that is gone: {@link demoFileHere} maps them into this one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDb } from '../../rc-pub/src/db/client.js';
import { seed, type SeedReport } from '../../rc-pub/src/seed/index.js';
import { createPostgresTestDb, ensureTemplate, type TestDb, withClient } from './db.js';

const root = join(import.meta.dirname, '../..');
const demoDataDir = join(root, 'demo-data');
const cacheDir = process.env.RC_PORTAL_SEED_CACHE || join(homedir(), '.cache/rc-portal-seed');
/** Snapshots of other keys kept in the cache (another checkout or branch may still load them). */
const KEEP_OTHER_KEYS = 3;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The key, hashed once per process: the sources do not change during a run. */
let cachedKey: string | undefined;

/** Hash of everything that decides the seeded content (read from disk once per process). */
function snapshotKey(): string {
  cachedKey ??= hashSources();
  return cachedKey;
}

function hashSources(): string {
  const h = createHash('sha256');
  h.update('snapshot with its seed report, small WAL'); // snapshots made before lack the report or keep 300 MB of WAL
  h.update(readFileSync(join(root, 'rc-pub/package.json')));
  // deploy/sites: the seed applies the site file demo-sites.yaml and stores the pictures it names
  for (const dir of ['rc-pub/src', 'rc-pub/drizzle', 'deploy/sites']) {
    for (const f of walk(join(root, dir))) h.update(relative(root, f)).update(readFileSync(f));
  }
  for (const f of walk(demoDataDir)) h.update(relative(root, f)).update(String(statSync(f).size));
  return h.digest('hex').slice(0, 16);
}

/** Runs `build` once across processes: the first caller holds a directory lock, the others wait for `done()`. */
async function once(lockDir: string, done: () => boolean, build: () => Promise<void>): Promise<void> {
  for (let waited = 0; !done(); waited += 500) {
    try {
      mkdirSync(lockDir);
    } catch {
      if (waited > 600_000) throw new Error(`timed out waiting for ${lockDir}`);
      await sleep(500);
      continue;
    }
    try {
      if (!done()) await build();
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

async function seededPglite(key: string, now: Date | undefined): Promise<TestDb> {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `${key}.tar`);
  await once(
    `${file}.lock`,
    () => existsSync(file),
    async () => {
      // A small write-ahead log: PostgreSQL's default keeps up to 1 GB of recycled WAL segments, which went into every
      // tarball (302 of its 479 MB) and into every load of it; with these the tarball is about half.
      const handle = await openDb({
        pgliteDir: 'memory://',
        pgliteConf: ['min_wal_size = 32MB', 'max_wal_size = 64MB'],
      });
      try {
        const report = await seed(handle.db, { demoDataDir, ...(now ? { now } : {}) });
        writeFileSync(reportFile(key), JSON.stringify(report));
        const blob = await handle.dump!();
        writeFileSync(`${file}.part`, Buffer.from(await blob.arrayBuffer()));
        renameSync(`${file}.part`, file);
        pruneCache(key);
      } finally {
        await handle.close();
      }
    },
  );
  const options = { pgliteDir: 'memory://' };
  const handle = await openDb({ ...options, loadDataDir: new Blob([readFileSync(file)]) });
  return { handle, options, cleanup: () => handle.close() };
}

/**
 * Removes the snapshots of older code versions but the {@link KEEP_OTHER_KEYS} newest: the default snapshot's key and
 * a fixed clock's (`<code key>-at-<clock>`) both start with the current code key, and neither removes the other.
 */
function pruneCache(key: string): void {
  const code = key.split('-at-')[0]!;
  const others = readdirSync(cacheDir)
    .filter((f) => f.endsWith('.tar') && !f.startsWith(code))
    .map((f) => ({ f, at: statSync(join(cacheDir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .slice(KEEP_OTHER_KEYS);
  for (const { f } of others) {
    rmSync(join(cacheDir, f), { force: true });
    rmSync(join(cacheDir, f.replace(/\.tar$/, '.report.json')), { force: true });
  }
}

async function seededPostgres(base: string, key: string, now: Date | undefined): Promise<TestDb> {
  // ensureTemplate drops older templates of the same prefix: the fixed-clock snapshot has its own
  const template = now
    ? `tpl_seedat_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`
    : `tpl_seed_${key}`;
  await ensureTemplate(base, template, async (url) => {
    const handle = await openDb({ databaseUrl: url, pgliteDir: 'memory://' });
    try {
      const report = await seed(handle.db, { demoDataDir, ...(now ? { now } : {}) });
      await withClient(url, async (c) => {
        const { rows } = await c.query<{ db: string }>('SELECT current_database() AS db');
        await c.query(`COMMENT ON DATABASE ${rows[0]!.db} IS ${c.escapeLiteral(JSON.stringify(report))}`);
      });
    } finally {
      await handle.close();
    }
  });
  return createPostgresTestDb(base, template);
}

const reportFile = (key: string) => join(cacheDir, `${key}.report.json`);

/**
 * What the seed reported when it built the snapshot that {@link createSeededTestDb} copies (sites with their ids, and
 * per source the files imported, updated, skipped and failed): the report of a from-scratch seed of this code version.
 * Call after createSeededTestDb (which builds the snapshot when missing). Throws when the snapshot holds no report.
 */
export async function seededSnapshotReport(): Promise<SeedReport> {
  const key = snapshotKey();
  const base = process.env.TEST_DATABASE_URL;
  const text = base
    ? await withClient(base, async (c) => {
        const { rows } = await c.query<{ report: string | null }>(
          "SELECT shobj_description(oid, 'pg_database') AS report FROM pg_database WHERE datname = $1",
          [`tpl_seed_${key}`],
        );
        return rows[0]?.report ?? null;
      })
    : existsSync(reportFile(key))
      ? readFileSync(reportFile(key), 'utf8')
      : null;
  if (!text) throw new Error(`the seeded snapshot ${key} holds no seed report: call createSeededTestDb() first`);
  return JSON.parse(text) as SeedReport;
}

/**
 * The file a seeded `sourceFile` names, in this checkout's demo-data: the snapshot may have been built by another
 * checkout of the same content (another clone path), whose absolute paths the import stored.
 * @throws when the path is not under a `demo-data/` folder (not a seeded file)
 */
export function demoFileHere(sourceFile: string): string {
  const at = sourceFile.lastIndexOf('/demo-data/');
  if (at < 0) throw new Error(`not a demo-data file: ${sourceFile}`);
  return join(demoDataDir, sourceFile.slice(at + '/demo-data/'.length));
}

/**
 * A fresh database holding the seed sites and all demo data (see the module comment).
 * @param options.now the seed's clock (SeedOptions.now: it dates the demo news), fixed for a recording; default: the
 *   time the snapshot is built.
 */
export async function createSeededTestDb(options: { now?: Date } = {}): Promise<TestDb> {
  const { now } = options;
  const key = now ? `${snapshotKey()}-at-${now.getTime().toString(36)}` : snapshotKey();
  const base = process.env.TEST_DATABASE_URL;
  return base ? seededPostgres(base, key, now) : seededPglite(key, now);
}
