/**
 * Site album queries (/front/album; albums and their tabs in docs/product/content.md#albums). Lists of a site are served by
 * albums_site_idx (site_id); the items of an album by album_items' primary key (album_id, resource_type, …).
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { albumItems, albums } from '../db/schema/index.js';

export type AlbumRow = typeof albums.$inferSelect;

/** The albums of a site in their order (sort, then id), optionally only those with the given ids. */
function siteWhere(siteId: number, ids: number[] | undefined): SQL {
  return ids ? and(eq(albums.siteId, siteId), inArray(albums.id, ids))! : eq(albums.siteId, siteId);
}

/** One page (from 0) of a site's albums (all, or only `ids`), and the total. */
export async function pageSiteAlbums(
  db: Db,
  siteId: number,
  ids: number[] | undefined,
  page: number,
  size: number,
): Promise<{ total: number; rows: AlbumRow[] }> {
  if (ids && !ids.length) return { total: 0, rows: [] };
  const where = siteWhere(siteId, ids);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(albums)
      .where(where)
      .orderBy(asc(albums.sort), asc(albums.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(albums).where(where),
  ]);
  return { total: Number(totals[0]?.n ?? 0), rows };
}

/** The album with primary key `id`, or undefined. */
export async function findAlbum(db: Db, id: number): Promise<AlbumRow | undefined> {
  const [row] = await db.select().from(albums).where(eq(albums.id, id)).limit(1);
  return row;
}

/** Item counts per album and stored resource type, for the given albums. */
export async function countAlbumItems(
  db: Db,
  albumIds: number[],
): Promise<{ albumId: number; resourceType: number; n: number }[]> {
  if (!albumIds.length) return [];
  const rows = await db
    .select({ albumId: albumItems.albumId, resourceType: albumItems.resourceType, n: count() })
    .from(albumItems)
    .where(inArray(albumItems.albumId, albumIds))
    .groupBy(albumItems.albumId, albumItems.resourceType);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** One page (from 0) of an album's items of one stored resource type, in the album's order (sort, then id). */
export async function pageAlbumItemsOfType(
  db: Db,
  albumId: number,
  resourceType: number,
  page: number,
  size: number,
): Promise<{ resourceId: number }[]> {
  return db
    .select({ resourceId: albumItems.resourceId })
    .from(albumItems)
    .where(and(eq(albumItems.albumId, albumId), eq(albumItems.resourceType, resourceType)))
    .orderBy(asc(albumItems.sort), asc(albumItems.resourceId))
    .limit(size)
    .offset(page * size);
}
