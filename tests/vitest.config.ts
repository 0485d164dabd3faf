import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import HeaviestFirst from './sequencer.js';
import { PGLITE_SET, type Tier, TIERS, testFiles } from './tiers.js';

/**
 * Vitest for the whole workspace, one project per tier (tests/tiers.ts says which file runs where and why).
 * Databases (tests/helpers/db.ts): PostgreSQL when TEST_DATABASE_URL is set (scripts/test.sh sets it: CI runs every tier
 * on the production engine), else in-memory PGlite. With PostgreSQL, the PGlite set (PGLITE_SET) runs a second time in
 * the same run as the `pglite` project, whose empty TEST_DATABASE_URL gives it embedded PGlite.
 */
const root = new URL('.', import.meta.url).pathname;
const files = testFiles(root);
/** The tiers whose files render pages through the stack's gateway (web/dist's server bundle). */
const SSR_TIERS: readonly Tier[] = ['stack', 'browser', 'own-stack'];
const filesOf = (tier: Tier) => files.filter((f) => f.tier === tier).map((f) => f.file);

export default defineConfig({
  resolve: {
    // One graphql-js for everything, as in production: Node loads graphql's CommonJS entry for every package that
    // imports it (mercurius, graphql-tools), while Vite would give our own modules its ESM entry; graphql-js refuses
    // types from the other copy ("from another module or realm").
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    root,
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Transformed modules are kept on disk, keyed on their content, id and configuration, so each project's workers
    // and the next run read them instead of transforming every source again (two browser files: the main process went
    // from 11 to 4 CPU-s). In the machine's cache, like the seeded snapshots (tests/helpers/seeded-db.ts), so a
    // fresh clone of unchanged code finds them; `vitest --clearCache` empties it.
    experimental: {
      fsModuleCache: true,
      fsModuleCachePath: process.env.VITEST_MODULE_CACHE || join(homedir(), '.cache/rc-portal-vitest'),
    },
    pool: 'forks',
    // Young-generation space of 32 MB instead of V8's 16: a worker serving pages allocates fast, and scavenges took
    // about a tenth of its CPU; with this, two browser files took about 7% less worker CPU (46 against 49.5 CPU-s).
    execArgv: ['--max-semi-space-size=32'],
    maxWorkers: 2,
    sequence: { sequencer: HeaviestFirst },
    projects: [
      ...TIERS.map((tier) => ({
        extends: true as const,
        test: {
          name: tier,
          include: filesOf(tier),
          // process files start real processes and keep vitest's default: a fresh worker per file
          isolate: tier === 'process',
          // The seeded stack renders pages as in production: React, Chakra and Apollo Client load their production
          // builds when NODE_ENV is production as the module is first imported (about a tenth of the gateway's CPU per
          // page with the development builds). The gateway's own mode comes from the env it is built with (test).
          ...(SSR_TIERS.includes(tier) ? { env: { NODE_ENV: 'production' } } : {}),
        },
      })),
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'pglite',
                include: [...PGLITE_SET],
                isolate: false,
                env: { TEST_DATABASE_URL: '', PGLITE_SET_RERUN: '1' },
              },
            },
          ]
        : []),
    ],
  },
});
