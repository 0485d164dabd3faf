/**
 * The suite's tiers: which vitest project each test file runs in, decided by what the file starts, so a new file lands
 * in the right tier without a list to keep. Read by tests/vitest.config.ts and pinned by tests/ops/tiers.test.ts.
 *
 * | tier        | what a file of it starts                                          | isolation                          |
 * |-------------|-------------------------------------------------------------------|------------------------------------|
 * | process     | `pnpm dev`, `pnpm start`, the compiled bundles, the CLI (PROCESS) | a fresh worker per file            |
 * | own-stack   | a seeded stack with its own configuration (OWN_STACK)             | shared worker, own stack per file  |
 * | browser     | pages in the worker's one Chromium, on the worker's shared stack  | shared worker, context per file    |
 * | stack       | the worker's one seeded stack (rc-pub and the gateway, SSR on)    | shared worker and stack            |
 * | rc-pub      | a database of its own (empty or seeded: a template copy)          | shared worker, database per file   |
 * | app         | the gateway or rc-pub app without a database (recorded answers)   | shared worker                      |
 * | unit        | nothing                                                           | shared worker                      |
 *
 * "Shared worker" is vitest's `isolate: false`: a worker keeps its imported modules from file to file, so the app's
 * modules load once per worker instead of once per file; a file must not leave global state behind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type Tier = 'unit' | 'app' | 'rc-pub' | 'stack' | 'browser' | 'own-stack' | 'process';

/** Every tier, in the order the run report prints them. */
export const TIERS: readonly Tier[] = ['unit', 'app', 'rc-pub', 'stack', 'browser', 'own-stack', 'process'];

/**
 * Files that run real processes: `pnpm dev`/`pnpm start`, the compiled bundles, the CLI through tsx. They keep
 * vitest's default isolation and run beside the other tiers.
 */
export const PROCESS: readonly string[] = [
  'ops/build.test.ts',
  'ops/dev.test.ts',
  'ops/nginx.test.ts',
  'ops/start.test.ts',
  'ops/workers.test.ts',
  'gateway/ops.test.ts',
  'rc-pub/cli.test.ts',
  'rc-pub/cli-progress.test.ts',
  'rc-pub/startup.test.ts',
  'rc-pub/sites-file-validate.test.ts',
];

/**
 * Files that need a stack of their own (each says why in its header): another configuration, or seeded records they
 * change that other files read. Any other file that starts a stack with options fails tests/ops/tiers.test.ts.
 */
export const OWN_STACK: readonly string[] = [
  'rc-pub/sites-file-gateway.test.ts',
  'browser/account-binding.test.ts',
  'browser/account-pages.test.ts',
  'browser/editorial.test.ts',
  'browser/email-subscribe.test.ts',
  'browser/member-journey.test.ts',
  'browser/member-ui.test.ts',
  'browser/single-sign-on.test.ts',
  'browser/personal-page.test.ts',
  'browser/usage.test.ts',
  'browser/home-banners.test.ts',
  'browser/journal-pages.test.ts',
  'web/home-modules-ssr.test.ts',
  'web/legal-pages-ssr.test.ts',
  'web/home-rank-ssr.test.ts',
];

/**
 * The PGlite set: files that run a second time on embedded PGlite when the suite runs on PostgreSQL, as the `pglite`
 * project of the same vitest run (tests/vitest.config.ts; an empty TEST_DATABASE_URL), to prove the embedded default:
 * migrations and the seed from scratch (once per code version: the seeded snapshot it builds is kept in the machine's
 * cache, as the PostgreSQL template is kept on its server), the snapshot's dump and load, imports, searches, member
 * data and usage queries on PGlite. `pnpm start` on PGlite is ops/start.test.ts.
 * Two long engine-independent tests (the whole re-seed, the 500 recall queries) skip that re-run
 * (tests/helpers/db.ts `pgliteSetRerun`).
 */
export const PGLITE_SET: readonly string[] = [
  'rc-pub/seeded.test.ts',
  'rc-pub/pglite-lock.test.ts',
  'rc-pub/import-jats.test.ts',
  'rc-pub/search-seeded.test.ts',
  'rc-pub/usage-rank.test.ts',
];

const BROWSER = /\blaunchChromium\(|\buseBrowserStack\(|\buseA11yPages\(/;
const STACK = /\b(?:useStack|useStackServer|startStack|startListeningStack)\(/;
const DATABASE =
  /\b(?:createTestDb|createSeededTestDb|startApp|startSearchApp|startAlertsApp|startEditorialApp|startMemberSuite|openDb)\(|TEST_DATABASE_URL/;
const APP =
  /server\/src\/app\.js|rc-pub\/src\/app\.js|gateway-app\.js|fake-rc-pub\.js|mock-execute\.js|page-cache-stub\.js|helpers\/smtp\.js/;

/** The tier of one test file, from its path relative to tests/ and its text (see the module table). */
export function tierOf(file: string, text: string): Tier {
  if (PROCESS.includes(file)) return 'process';
  if (OWN_STACK.includes(file)) return 'own-stack';
  if (BROWSER.test(text)) return 'browser';
  if (STACK.test(text)) return 'stack';
  if (DATABASE.test(text)) return 'rc-pub';
  if (APP.test(text)) return 'app';
  return 'unit';
}

/** Every test file under `root` (tests/), relative to it, with its tier. */
export function testFiles(root: string): { file: string; tier: Tier }[] {
  const out: { file: string; tier: Tier }[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) {
        const file = relative(root, full);
        out.push({ file, tier: tierOf(file, readFileSync(full, 'utf8')) });
      }
    }
  };
  walk(root);
  return out.sort((a, b) => a.file.localeCompare(b.file));
}
