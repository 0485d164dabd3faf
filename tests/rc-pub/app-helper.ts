/**
 * Builds the real rc-pub app on a fresh test database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL) and
 * gives a supertest agent against `app.server`. `seeded: true` starts on a copy of the seeded snapshot (the seed sites
 * and all demo data, tests/helpers/seeded-db.ts: made once per code version by a seed from scratch, a copy takes
 * about a second) and gives that seed's `seedReport`. Share one instance per file.
 */
import supertest from 'supertest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { RcPubConfig } from '../../rc-pub/src/config.js';
import type { SeedReport } from '../../rc-pub/src/seed/index.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createSeededTestDb, seededSnapshotReport } from '../helpers/seeded-db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: TestDb;
  http: ReturnType<typeof supertest>;
  /** The configuration the app runs with (tests/helpers/rc-pub-config.ts: temporary key and SMS outbox). */
  config: RcPubConfig;
  /** What the seed that made the seeded snapshot reported: with `seeded: true` only. */
  seedReport: SeedReport | null;
  close(): Promise<void>;
}

/** Starts the app on an empty or seeded database (see the module comment); `env` overrides configuration variables. */
export async function startApp(opts: { seeded: boolean; env?: NodeJS.ProcessEnv }): Promise<TestApp> {
  const db = opts.seeded ? await createSeededTestDb() : await createTestDb();
  const config = testRcPubConfig(opts.env);
  const seedReport = opts.seeded ? await seededSnapshotReport() : null;
  const app = await buildApp({ config, db: db.handle });
  await app.ready();
  return {
    app,
    db,
    seedReport,
    config,
    http: supertest(app.server),
    async close() {
      await app.close();
      await db.cleanup();
    },
  };
}
