/**
 * What members keep points at (by resource-type id, docs/product/content.md#resource-types): batch lookups of articles, their resources
 * (figures, tables, media, supplementary files), journals and news, for the lists of the personal centre and the
 * existence checks of collect and res/addList. Primary keys serve every query.
 */
import { inArray } from 'drizzle-orm';
import type { MemberResourceType } from '../contract/member.js';
import type { Db } from '../db/client.js';
import { articleResources, articles, articleTexts, news, publications } from '../db/schema/index.js';

/**
 * member_* tables store `resource_type` as an integer, and tables have a label ('table'), no number: a table
 * is stored as this code and answered as 'table'. (A text column would not need it.)
 */
export const TABLE_TYPE_CODE = -25;

/** The integer stored for a resource type (tables: {@link TABLE_TYPE_CODE}). */
export function toStoredType(type: MemberResourceType): number {
  return type === 'table' ? TABLE_TYPE_CODE : type;
}

/** The resource type of a stored integer. */
export function fromStoredType(code: number): MemberResourceType {
  return code === TABLE_TYPE_CODE ? 'table' : (code as MemberResourceType);
}

/** An article with its journal's titles. */
export interface TargetArticleRow {
  id: number;
  doi: string | null;
  originalLanguage: string;
  publicationId: number;
  publicationTitleZh: string;
  publicationTitleEn: string;
}

/** Articles (with their journal titles) by id. */
export async function findTargetArticles(db: Db, ids: number[]): Promise<TargetArticleRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: articles.id,
      doi: articles.doi,
      originalLanguage: articles.originalLanguage,
      publicationId: articles.publicationId,
    })
    .from(articles)
    .where(inArray(articles.id, ids));
  const pubs = await findTargetPublications(db, [...new Set(rows.map((r) => r.publicationId))]);
  const byId = new Map(pubs.map((p) => [p.id, p]));
  return rows.map((r) => ({
    ...r,
    publicationTitleZh: byId.get(r.publicationId)?.titleZh ?? '',
    publicationTitleEn: byId.get(r.publicationId)?.titleEn ?? '',
  }));
}

/** Article titles by language ('' titles left out), for the given articles. */
export async function findArticleTitles(
  db: Db,
  ids: number[],
): Promise<{ articleId: number; lang: string; title: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ articleId: articleTexts.articleId, lang: articleTexts.lang, title: articleTexts.title })
    .from(articleTexts)
    .where(inArray(articleTexts.articleId, ids));
}

/** A figure, table, media item or other resource of an article. */
export interface TargetResourceRow {
  id: number;
  articleId: number;
  kind: string;
  label: string | null;
  captionText: string | null;
  lang: string | null;
  fileId: number | null;
}

/** Article resources by id. */
export async function findTargetResources(db: Db, ids: number[]): Promise<TargetResourceRow[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: articleResources.id,
      articleId: articleResources.articleId,
      kind: articleResources.kind,
      label: articleResources.label,
      captionText: articleResources.captionText,
      lang: articleResources.lang,
      fileId: articleResources.fileId,
    })
    .from(articleResources)
    .where(inArray(articleResources.id, ids));
}

/** Journals by id: titles in both languages. */
export async function findTargetPublications(
  db: Db,
  ids: number[],
): Promise<{ id: number; titleZh: string; titleEn: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: publications.id, titleZh: publications.titleZh, titleEn: publications.titleEn })
    .from(publications)
    .where(inArray(publications.id, ids));
}

/** News items by id: titles in both languages. */
export async function findTargetNews(
  db: Db,
  ids: number[],
): Promise<{ id: number; titleZh: string; titleEn: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: news.id, titleZh: news.titleZh, titleEn: news.titleEn })
    .from(news)
    .where(inArray(news.id, ids));
}
