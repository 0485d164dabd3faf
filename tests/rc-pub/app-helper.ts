/**
 * Builds the real rc-pub app on a fresh test database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL) and
 * gives a supertest agent against `app.server`. `seeded: true` loads the real seed and demo data (takes seconds;
 * share one instance per file).
 */
import supertest from 'supertest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { RcPubConfig } from '../../rc-pub/src/config.js';
import { seed, type SeedReport } from '../../rc-pub/src/seed/index.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: TestDb;
  http: ReturnType<typeof supertest>;
  /** The configuration the app runs with (tests/helpers/rc-pub-config.ts: temporary key and SMS outbox). */
  config: RcPubConfig;
  seedReport: SeedReport | null;
  close(): Promise<void>;
}

/** Starts the app; with `seeded` the demo data is loaded first; `env` overrides configuration variables. */
export async function startApp(opts: { seeded: boolean; env?: NodeJS.ProcessEnv }): Promise<TestApp> {
  const db = await createTestDb();
  const config = testRcPubConfig(opts.env);
  const seedReport = opts.seeded ? await seed(db.handle.db, { demoDataDir: config.demoDataDir, reset: true }) : null;
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
