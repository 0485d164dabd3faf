/**
 * Expert queries (the expert list, docs/product/content.md#editorial-board). Served by experts_site_idx (site_id, topic_id); a board
 * holds tens of rows, so ordering them needs no index of its own.
 */
import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { ExpertSort } from '../contract/editorial.js';
import type { Lang } from '../contract/wire.js';
import type { Db } from '../db/client.js';
import { experts } from '../db/schema/index.js';

export type ExpertRow = typeof experts.$inferSelect;
export type NewExpertRow = typeof experts.$inferInsert;

/** One page (from 0) of a site's experts, optionally of one topic, in `sort` order, and the total. */
export async function pageExperts(
  db: Db,
  q: { siteId: number; topicId: number | undefined; sort: ExpertSort; lang: Lang; page: number; size: number },
): Promise<{ total: number; rows: ExpertRow[] }> {
  const parts: SQL[] = [eq(experts.siteId, q.siteId)];
  if (q.topicId !== undefined) parts.push(eq(experts.topicId, q.topicId));
  const where = and(...parts)!;
  const name = q.lang === 'en' ? experts.nameEn : experts.nameZh;
  const order = q.sort === 'name' ? [asc(name), asc(experts.id)] : [asc(experts.sort), asc(experts.id)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(experts)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(experts).where(where),
  ]);
  return { total: Number(totals[0]?.n ?? 0), rows };
}

/** The expert with primary key `id`, or undefined. */
export async function findExpert(db: Db, id: number): Promise<ExpertRow | undefined> {
  const [row] = await db.select().from(experts).where(eq(experts.id, id)).limit(1);
  return row;
}

/**
 * Seed writer: replaces the demo experts (English name starting with '[Demo]') of `siteIds` by `rows`; real experts
 * of those sites stay.
 */
export async function replaceDemoExperts(db: Db, siteIds: number[], rows: NewExpertRow[]): Promise<void> {
  if (siteIds.length === 0) return;
  await db.delete(experts).where(and(inArray(experts.siteId, siteIds), like(experts.nameEn, '[Demo]%')));
  if (rows.length) await db.insert(experts).values(rows);
}
