/**
 * Once per `vitest run`, in the main process: builds web/ when web/dist is missing (the stack tiers serve it), names
 * the run for its workers (TEST_RUN_ID, this process's id: their databases are `t_<run>_…`, tests/helpers/db.ts), and
 * after the run drops the PostgreSQL databases of this run that workers left behind: the worker-shared stacks
 * (tests/web/helpers/stack.ts) live until their worker exits and never drop their own. Another run's databases are
 * never touched, even while idle (a database without a session at that instant could otherwise be dropped under it).
 */
import { ensureWebBuild } from './web/helpers/build.js';
import { runDbPrefix, withClient } from './helpers/db.js';

export function setup(): void {
  process.env.TEST_RUN_ID = String(process.pid);
  ensureWebBuild();
}

export async function teardown(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  await withClient(base, async (c) => {
    const left = await c.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [runDbPrefix()]);
    // DROP without FORCE refuses a database still in use
    for (const row of left.rows) await c.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => {});
  });
}
