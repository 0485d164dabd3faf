/**
 * Favourite queries (collect, collects, isCollect, unCollectByIdAndType; docs/product/members.md#favourites). Every query is scoped to
 * one member. `member_favourites_uq` serves isCollect and idempotent collect; `member_favourites_list_idx` the pages.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberFavourites } from '../db/schema/index.js';

export type FavouriteRow = typeof memberFavourites.$inferSelect;

/** Favourites `resourceType` (stored code) + `resourceId` of `memberId`; an existing one is kept (idempotent). */
export async function upsertFavourite(
  db: Db,
  row: { memberId: number; resourceType: number; resourceId: number; siteId: number | null },
): Promise<FavouriteRow> {
  await db.insert(memberFavourites).values(row).onConflictDoNothing();
  const [found] = await db
    .select()
    .from(memberFavourites)
    .where(
      and(
        eq(memberFavourites.memberId, row.memberId),
        eq(memberFavourites.resourceType, row.resourceType),
        eq(memberFavourites.resourceId, row.resourceId),
      ),
    );
  if (!found) throw new Error('upsertFavourite: the favourite vanished');
  return found;
}

/** A page of `memberId`'s favourites, newest first, of one stored type code when given. */
export async function pageFavourites(
  db: Db,
  q: { memberId: number; resourceType: number | null; offset: number; limit: number },
): Promise<{ total: number; rows: FavouriteRow[] }> {
  const conds: SQL[] = [eq(memberFavourites.memberId, q.memberId)];
  if (q.resourceType !== null) conds.push(eq(memberFavourites.resourceType, q.resourceType));
  const where = and(...conds);
  const [totalRow] = await db.select({ n: count() }).from(memberFavourites).where(where);
  const rows = await db
    .select()
    .from(memberFavourites)
    .where(where)
    .orderBy(desc(memberFavourites.createdAt), desc(memberFavourites.id))
    .limit(q.limit)
    .offset(q.offset);
  return { total: totalRow?.n ?? 0, rows };
}

/** Which of `resourceIds` (of stored type `resourceType`) `memberId` has favourited. */
export async function favouritedIds(
  db: Db,
  memberId: number,
  resourceType: number,
  resourceIds: number[],
): Promise<number[]> {
  if (!resourceIds.length) return [];
  const rows = await db
    .select({ id: memberFavourites.resourceId })
    .from(memberFavourites)
    .where(
      and(
        eq(memberFavourites.memberId, memberId),
        eq(memberFavourites.resourceType, resourceType),
        inArray(memberFavourites.resourceId, resourceIds),
      ),
    );
  return rows.map((r) => r.id);
}

/** Removes `memberId`'s favourite of the resource; the number of rows removed (0 or 1). */
export async function deleteFavourite(db: Db, memberId: number, resourceType: number, resourceId: number) {
  const rows = await db
    .delete(memberFavourites)
    .where(
      and(
        eq(memberFavourites.memberId, memberId),
        eq(memberFavourites.resourceType, resourceType),
        eq(memberFavourites.resourceId, resourceId),
      ),
    )
    .returning({ id: memberFavourites.id });
  return rows.length;
}
