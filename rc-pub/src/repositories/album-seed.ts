/**
 * What the demo album seed (rc-pub/src/seed/albums.ts) reads and writes: the live sites, the newest articles and the
 * media of a site's journals (articles_pub_idx, article_resources_article_idx), a figure image for the cover, and the
 * site's demo albums, replaced as a whole so the seed stays idempotent.
 */
import { and, asc, desc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { albumItems, albums, articleResources, articles, sites } from '../db/schema/index.js';

/** The live sites (lookup status 0) by id, with their names. */
export async function liveSites(db: Db): Promise<{ id: number; sld: string; nameZh: string; nameEn: string }[]> {
  return db
    .select({ id: sites.id, sld: sites.sld, nameZh: sites.nameZh, nameEn: sites.nameEn })
    .from(sites)
    .where(eq(sites.status, 0))
    .orderBy(asc(sites.id));
}

/** The newest articles (published date, then id) of the given journals. */
export async function newestArticleIds(db: Db, publicationIds: number[], limit: number): Promise<number[]> {
  if (!publicationIds.length) return [];
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(inArray(articles.publicationId, publicationIds))
    .orderBy(sql`${articles.publishedDate} desc nulls last`, desc(articles.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Media resources (`kind` video or audio, with a label or caption) of the given journals' articles, newest articles
 * first, at most `perArticle` of each article (so an album shows several articles, not one article's many clips), `limit` in all.
 */
export async function mediaOf(
  db: Db,
  publicationIds: number[],
  kind: 'video' | 'audio',
  limit: number,
  perArticle: number,
): Promise<{ id: number; articleId: number }[]> {
  if (!publicationIds.length) return [];
  const rows = await db
    .select({ id: articleResources.id, articleId: articleResources.articleId })
    .from(articleResources)
    .innerJoin(articles, eq(articles.id, articleResources.articleId))
    .where(
      and(
        inArray(articles.publicationId, publicationIds),
        eq(articleResources.kind, kind),
        // a clip with neither label nor caption would have no title to show
        sql`coalesce(${articleResources.label}, '') || coalesce(${articleResources.captionText}, '') <> ''`,
      ),
    )
    .orderBy(sql`${articles.publishedDate} desc nulls last`, desc(articles.id), asc(articleResources.sort))
    .limit(limit * 50);
  const taken = new Map<number, number>();
  return rows
    .filter((r) => {
      const n = taken.get(r.articleId) ?? 0;
      taken.set(r.articleId, n + 1);
      return n < perArticle;
    })
    .slice(0, limit);
}

/**
 * The stored image of the first figure (with a file) of the newest articles of the given journals, or of the given
 * articles; null when none has one.
 */
export async function figureFileOf(
  db: Db,
  scope: { publicationIds: number[] } | { articleIds: number[] },
): Promise<number | null> {
  const ids = 'publicationIds' in scope ? scope.publicationIds : scope.articleIds;
  if (!ids.length) return null;
  const [row] = await db
    .select({ fileId: articleResources.fileId })
    .from(articleResources)
    .innerJoin(articles, eq(articles.id, articleResources.articleId))
    .where(
      and(
        'publicationIds' in scope ? inArray(articles.publicationId, ids) : inArray(articles.id, ids),
        eq(articleResources.kind, 'figure'),
        isNotNull(articleResources.fileId),
      ),
    )
    .orderBy(sql`${articles.publishedDate} desc nulls last`, desc(articles.id), asc(articleResources.sort))
    .limit(1);
  return row?.fileId ?? null;
}

/** A demo album to write: texts, cover and items (by resource-type id) in order. */
export interface DemoAlbumDraft {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  coverFileId: number | null;
  items: { resourceType: number; resourceId: number }[];
}

/**
 * Replaces site `siteId`'s demo albums (names starting with `demoPrefixZh`) by `drafts`, in one transaction; albums
 * that are not demo are kept.
 */
export async function replaceDemoAlbums(
  db: Db,
  siteId: number,
  demoPrefixZh: string,
  drafts: DemoAlbumDraft[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(albums).where(and(eq(albums.siteId, siteId), like(albums.nameZh, `${demoPrefixZh}%`)));
    for (const [sort, d] of drafts.entries()) {
      const { items, ...fields } = d;
      const [row] = await tx
        .insert(albums)
        .values({ siteId, sort, ...fields })
        .returning({ id: albums.id });
      const seen = new Set<string>();
      const values = items
        .filter((i) => !seen.has(`${i.resourceType}:${i.resourceId}`) && seen.add(`${i.resourceType}:${i.resourceId}`))
        .map((i, n) => ({ albumId: row!.id, ...i, sort: n }));
      if (values.length) await tx.insert(albumItems).values(values);
    }
  });
}
