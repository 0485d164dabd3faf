/**
 * What the seed (seed/index.ts, seed/news.ts; `pnpm rc-pub seed`, and the server's first start) reads and writes
 * beside the import and the site file: whether any site exists (first start), the seeded sites by subdomain, their
 * demo news replaced, and `seed --reset`, which empties every rc-pub table in one statement (atomic; migrations
 * bookkeeping and the content version counters are kept).
 */
import { and, asc, count, eq, inArray, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { news, sites } from '../db/schema/index.js';

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

/** Number of sites (none yet: the server's first start seeds). */
export async function siteCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sites);
  return Number(row?.n ?? 0);
}

/** The sites with these subdomains, by id. */
export async function sitesBySld(db: Db, slds: string[]): Promise<(typeof sites.$inferSelect)[]> {
  return db.select().from(sites).where(inArray(sites.sld, slds)).orderBy(asc(sites.id));
}

/** Deletes the demo news of a site (its other news are kept). */
export async function deleteDemoNews(tx: Tx, siteId: number): Promise<void> {
  await tx.delete(news).where(and(eq(news.siteId, siteId), eq(news.demo, true)));
}

/** Inserts news items. */
export async function insertNews(tx: Tx, rows: (typeof news.$inferInsert)[]): Promise<void> {
  await tx.insert(news).values(rows);
}
