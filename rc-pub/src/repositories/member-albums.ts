/**
 * Personal album queries (/front/personalAlbum/, docs/product/members.md#personal-albums). Every query names the owner: an album of another
 * member is simply not found. `member_albums_member_idx` serves search, `member_album_items_uq` the items.
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberAlbumItems, memberAlbums } from '../db/schema/index.js';

export type AlbumRow = typeof memberAlbums.$inferSelect;
export type AlbumItemRow = typeof memberAlbumItems.$inferSelect;

/** The editable fields of an album. */
export interface AlbumFields {
  name: string;
  enName: string | null;
  description: string | null;
  coverFileId: number | null;
}

/** `%keyword%` for ILIKE with `%`, `_` and `\` taken literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Creates an album of `memberId`. */
export async function insertAlbum(db: Db, memberId: number, fields: AlbumFields): Promise<AlbumRow> {
  const [row] = await db
    .insert(memberAlbums)
    .values({ memberId, ...fields })
    .returning();
  if (!row) throw new Error('insertAlbum: no row returned');
  return row;
}

/** Changes album `id` of `memberId`; undefined when it is not theirs. */
export async function updateAlbum(
  db: Db,
  memberId: number,
  id: number,
  fields: AlbumFields,
): Promise<AlbumRow | undefined> {
  const [row] = await db
    .update(memberAlbums)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(memberAlbums.id, id), eq(memberAlbums.memberId, memberId)))
    .returning();
  return row;
}

/** Deletes album `id` of `memberId` and its items (cascade); false when it is not theirs. */
export async function deleteAlbum(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(memberAlbums)
    .where(and(eq(memberAlbums.id, id), eq(memberAlbums.memberId, memberId)))
    .returning({ id: memberAlbums.id });
  return rows.length > 0;
}

/** The albums of `memberId` among `ids` (owner check of res/addList and the rest). */
export async function findAlbums(db: Db, memberId: number, ids: number[]): Promise<AlbumRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(memberAlbums)
    .where(and(eq(memberAlbums.memberId, memberId), inArray(memberAlbums.id, ids)));
}

/** A page of `memberId`'s albums, last changed first; `keyword` matches name or English name. */
export async function pageAlbums(
  db: Db,
  q: { memberId: number; keyword: string | null; offset: number; limit: number },
): Promise<{ total: number; rows: AlbumRow[] }> {
  const conds: (SQL | undefined)[] = [eq(memberAlbums.memberId, q.memberId)];
  if (q.keyword)
    conds.push(
      or(ilike(memberAlbums.name, likePattern(q.keyword)), ilike(memberAlbums.enName, likePattern(q.keyword))),
    );
  const where = and(...conds);
  const [totalRow] = await db.select({ n: count() }).from(memberAlbums).where(where);
  const rows = await db
    .select()
    .from(memberAlbums)
    .where(where)
    .orderBy(desc(memberAlbums.updatedAt), desc(memberAlbums.id))
    .limit(q.limit)
    .offset(q.offset);
  return { total: totalRow?.n ?? 0, rows };
}

/** Number of items of each album in `albumIds`. */
export async function itemCounts(db: Db, albumIds: number[]): Promise<Map<number, number>> {
  if (!albumIds.length) return new Map();
  const rows = await db
    .select({ albumId: memberAlbumItems.albumId, n: count() })
    .from(memberAlbumItems)
    .where(inArray(memberAlbumItems.albumId, albumIds))
    .groupBy(memberAlbumItems.albumId);
  return new Map(rows.map((r) => [r.albumId, r.n]));
}

/**
 * Adds resources (stored type codes) to albums already checked to be the caller's; a resource already in an album is
 * kept (idempotent). Touches the albums' `updated_at`. One transaction; the number of new entries.
 */
export async function insertAlbumItems(
  db: Db,
  albumIds: number[],
  items: { resourceType: number; resourceId: number }[],
): Promise<number> {
  if (!albumIds.length || !items.length) return 0;
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(memberAlbumItems)
      .values(albumIds.flatMap((albumId) => items.map((it) => ({ albumId, ...it }))))
      .onConflictDoNothing()
      .returning({ id: memberAlbumItems.id });
    await tx.update(memberAlbums).set({ updatedAt: sql`now()` }).where(inArray(memberAlbums.id, albumIds));
    return added.length;
  });
}

/** A page of one album's items (album already checked to be the caller's), newest first. */
export async function pageAlbumItems(
  db: Db,
  q: { albumId: number; offset: number; limit: number },
): Promise<{ total: number; rows: AlbumItemRow[] }> {
  const where = eq(memberAlbumItems.albumId, q.albumId);
  const [totalRow] = await db.select({ n: count() }).from(memberAlbumItems).where(where);
  const rows = await db
    .select()
    .from(memberAlbumItems)
    .where(where)
    .orderBy(desc(memberAlbumItems.createdAt), desc(memberAlbumItems.id))
    .limit(q.limit)
    .offset(q.offset);
  return { total: totalRow?.n ?? 0, rows };
}

/** Removes items `ids` of album `albumId` (already checked to be the caller's); the number removed. */
export async function deleteAlbumItems(db: Db, albumId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .delete(memberAlbumItems)
    .where(and(eq(memberAlbumItems.albumId, albumId), inArray(memberAlbumItems.id, ids)))
    .returning({ id: memberAlbumItems.id });
  return rows.length;
}
