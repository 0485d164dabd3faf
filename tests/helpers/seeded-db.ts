/**
 * A test database that already holds the seed and the demo data, made once per code version and copied per test
 * file: seeding imports 169 JATS files and 1000 CSL records (about 40 s), too slow to repeat in every file.
 *
 * - PGlite: the seeded data directory is dumped to a tarball under node_modules/.cache/rc-portal-seed/<key>.tar and
 *   each call starts an in-memory PGlite from it.
 * - PostgreSQL (TEST_DATABASE_URL): a template database `tpl_seed_<key>` is built once and each call creates a fresh
 *   database from it with CREATE DATABASE … TEMPLATE.
 * The key hashes rc-pub's source, migrations, the seed's site file and pictures (deploy/sites) and the demo-data file
 * list, so any change to them rebuilds the snapshot.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDb } from '../../rc-pub/src/db/client.js';
import { seed } from '../../rc-pub/src/seed/index.js';
import { createPostgresTestDb, ensureTemplate, type TestDb } from './db.js';

const root = join(import.meta.dirname, '../..');
const demoDataDir = join(root, 'demo-data');
const cacheDir = join(root, 'node_modules/.cache/rc-portal-seed');

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Hash of everything that decides the seeded content. */
function snapshotKey(): string {
  const h = createHash('sha256');
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

async function seededPglite(key: string): Promise<TestDb> {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `${key}.tar`);
  await once(
    `${file}.lock`,
    () => existsSync(file),
    async () => {
      const handle = await openDb({ pgliteDir: 'memory://' });
      try {
        await seed(handle.db, { demoDataDir });
        const blob = await handle.dump!();
        writeFileSync(`${file}.part`, Buffer.from(await blob.arrayBuffer()));
        renameSync(`${file}.part`, file);
        for (const old of readdirSync(cacheDir))
          if (old.endsWith('.tar') && join(cacheDir, old) !== file) rmSync(join(cacheDir, old), { force: true });
      } finally {
        await handle.close();
      }
    },
  );
  const options = { pgliteDir: 'memory://' };
  const handle = await openDb({ ...options, loadDataDir: new Blob([readFileSync(file)]) });
  return { handle, options, cleanup: () => handle.close() };
}

async function seededPostgres(base: string, key: string): Promise<TestDb> {
  const template = `tpl_seed_${key}`;
  await ensureTemplate(base, template, async (url) => {
    const handle = await openDb({ databaseUrl: url, pgliteDir: 'memory://' });
    try {
      await seed(handle.db, { demoDataDir });
    } finally {
      await handle.close();
    }
  });
  return createPostgresTestDb(base, template);
}

/** A fresh database holding the seed sites and all demo data (see the module comment). */
export async function createSeededTestDb(): Promise<TestDb> {
  const key = snapshotKey();
  const base = process.env.TEST_DATABASE_URL;
  return base ? seededPostgres(base, key) : seededPglite(key);
}
