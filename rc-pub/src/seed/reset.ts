/**
 * Empties every rc-pub table in one statement (atomic): `seed --reset`. Migrations bookkeeping and the content version
 * counters are kept.
 */
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';

/** Names of every table of the Drizzle schema. */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => getTableConfig(t).name);
}

/** Tables a reset keeps: content version counters only ever rise (a cache may hold pages under an old number). */
const KEPT = new Set(['content_versions']);

/** TRUNCATE … RESTART IDENTITY CASCADE of all tables but the content versions: ids start at 1 again. */
export async function resetAll(db: Db): Promise<void> {
  const list = schemaTableNames()
    .filter((n) => !KEPT.has(n))
    .map((n) => `"${n}"`)
    .join(', ');
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}
