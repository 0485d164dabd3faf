/**
 * Once per `vitest run`, in the main process: builds web/ when web/dist is missing (the stack tiers serve it), and after
 * the run drops the per-file PostgreSQL databases (`t_<pid>_…`, tests/helpers/db.ts) that workers left behind: the
 * worker-shared stacks (tests/web/helpers/stack.ts) live until their worker exits and never drop their own.
 */
import { ensureWebBuild } from './web/helpers/build.js';
import { withClient } from './helpers/db.js';

export function setup(): void {
  ensureWebBuild();
}

export async function teardown(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  await withClient(base, async (c) => {
    const left = await c.query("SELECT datname FROM pg_database WHERE datname ~ '^t_[0-9]+_'");
    // DROP without FORCE refuses a database in use: another run's are left alone
    for (const row of left.rows) await c.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => {});
  });
}
