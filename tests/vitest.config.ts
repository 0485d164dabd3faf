import { defineConfig } from 'vitest/config';

/**
 * Vitest for the whole workspace. Files: tests/<area>/**.test.ts (rc-pub, gateway, web, browser).
 * rc-pub suites use tests/helpers/db.ts: in-memory PGlite by default, a fresh PostgreSQL database per file when
 * TEST_DATABASE_URL is set (scripts/test.sh runs the rc-pub suites both ways).
 */
export default defineConfig({
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
