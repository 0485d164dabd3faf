/**
 * Download and browsing history queries (downloads, historys; docs/product/members.md#downloads-and-history). Scoped to one member;
 * `member_downloads_member_idx` and `member_history_member_idx` serve the pages, `member_history_day_uq` the per-day
 * de-duplication.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberDownloads, memberHistory } from '../db/schema/index.js';

export type DownloadRow = typeof memberDownloads.$inferSelect;
export type HistoryRow = typeof memberHistory.$inferSelect;

/** Records one download of `memberId`. */
export async function insertDownload(
  db: Db,
  row: {
    memberId: number;
    articleId: number | null;
    resourceType: number;
    resourceId: number | null;
    fileId: number | null;
    kind: string;
    name: string;
  },
): Promise<void> {
  await db.insert(memberDownloads).values(row);
}

/** A page of `memberId`'s downloads, newest first. */
export async function pageDownloads(
  db: Db,
  q: { memberId: number; offset: number; limit: number },
): Promise<{ total: number; rows: DownloadRow[] }> {
  const where = eq(memberDownloads.memberId, q.memberId);
  const [totalRow] = await db.select({ n: count() }).from(memberDownloads).where(where);
  const rows = await db
    .select()
    .from(memberDownloads)
    .where(where)
    .orderBy(desc(memberDownloads.createdAt), desc(memberDownloads.id))
    .limit(q.limit)
    .offset(q.offset);
  return { total: totalRow?.n ?? 0, rows };
}

/**
 * Records that `memberId` opened article `articleId` now: one row per member, article and UTC day (a second visit
 * the same day moves `viewed_at` and keeps the row). The row's id.
 */
export async function upsertHistory(
  db: Db,
  row: { memberId: number; articleId: number; siteId: number | null },
): Promise<number> {
  const [saved] = await db
    .insert(memberHistory)
    .values(row)
    .onConflictDoUpdate({
      target: [memberHistory.memberId, memberHistory.articleId, memberHistory.viewedOn],
      set: { viewedAt: sql`now()`, siteId: sql`coalesce(excluded.site_id, ${memberHistory.siteId})` },
    })
    .returning({ id: memberHistory.id });
  if (!saved) throw new Error('upsertHistory: no row returned');
  return saved.id;
}

/** A page of `memberId`'s history, latest visit first. */
export async function pageHistory(
  db: Db,
  q: { memberId: number; offset: number; limit: number },
): Promise<{ total: number; rows: HistoryRow[] }> {
  const where = eq(memberHistory.memberId, q.memberId);
  const [totalRow] = await db.select({ n: count() }).from(memberHistory).where(where);
  const rows = await db
    .select()
    .from(memberHistory)
    .where(where)
    .orderBy(desc(memberHistory.viewedAt), desc(memberHistory.id))
    .limit(q.limit)
    .offset(q.offset);
  return { total: totalRow?.n ?? 0, rows };
}
