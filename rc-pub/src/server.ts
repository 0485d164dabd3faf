/**
 * rc-pub entry point: reads the config, takes the PGlite lock (embedded database), opens and migrates the database,
 * seeds an empty database when RC_PUB_SEED=auto (first start loads the sites and the demo data), then listens on
 * RC_PUB_HOST:RC_PUB_PORT. SIGINT/SIGTERM close the app, the database and the lock.
 */
import { ConfigError, loadConfig, type RcPubConfig } from './config.js';
import { openDb, type DbHandle } from './db/client.js';
import { attachFileStore, createFileStore } from './storage/index.js';
import { buildApp } from './app.js';
import { acquirePgliteLock, PgliteLockedError } from './lib/pglite-lock.js';
import { describeStartupError } from './lib/startup-errors.js';
import { databaseIsEmpty, seed } from './seed/index.js';
import { ensureIndexed } from './search/indexer/index.js';

async function seedIfEmpty(config: RcPubConfig, handle: DbHandle): Promise<void> {
  if (config.seed !== 'auto' || !(await databaseIsEmpty(handle.db))) return;
  console.log(`rc-pub: empty database, loading the seed and the demo data from ${config.demoDataDir} ...`);
  const report = await seed(handle.db, {
    demoDataDir: config.demoDataDir,
    limits: config.importLimits,
    log: (line) => {
      if (line.startsWith('seed:')) console.log(line);
    },
  });
  for (const i of report.imports)
    if (i.failed)
      console.warn(`rc-pub: seed import of ${i.source}: ${i.failed} file(s) failed\n  ${i.errors.join('\n  ')}`);
}

/** Starts the service; resolves once listening. */
export async function start(config: RcPubConfig): Promise<void> {
  const release = config.databaseUrl ? () => {} : acquirePgliteLock(config.pgliteDir, 'the rc-pub server');
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  // Stored files go where RC_PUB_FILE_STORAGE says (docs/product/content.md#stored-files)
  attachFileStore(handle.db, createFileStore(config.fileStorage));
  await seedIfEmpty(config, handle);
  await ensureIndexed(handle.db, (line) => console.log(line));
  const app = await buildApp({ config, db: handle });
  app.addHook('onClose', async () => {
    await handle.close();
    release();
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
}

let config: RcPubConfig | undefined;
try {
  config = loadConfig();
  await start(config);
} catch (err) {
  // Operational failures get one sentence (what, where, what to do), no stack trace
  const known = config ? describeStartupError(err, config) : null;
  if (err instanceof ConfigError || err instanceof PgliteLockedError) console.error(`rc-pub: ${err.message}`);
  else if (known) console.error(`rc-pub: ${known}`);
  else console.error('rc-pub: failed to start', err);
  process.exit(1);
}
