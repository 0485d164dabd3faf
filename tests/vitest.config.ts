import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * Vitest for the whole workspace. Files: tests/<area>/**.test.ts (rc-pub, gateway, web, browser).
 * rc-pub suites use tests/helpers/db.ts: in-memory PGlite by default, a fresh PostgreSQL database per file when
 * TEST_DATABASE_URL is set (scripts/test.sh runs the rc-pub suites both ways).
 */
export default defineConfig({
  resolve: {
    // One graphql-js for everything, as in production: Node loads graphql's CommonJS entry for every package that
    // imports it (mercurius, graphql-tools), while Vite would give our own modules its ESM entry; graphql-js refuses
    // types from the other copy ("from another module or realm").
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
