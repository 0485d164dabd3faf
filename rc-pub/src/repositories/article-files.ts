/**
 * What the article detail says about an article's files (docs/product/content.md#figure-images, #article-pdf): each
 * resource with its stored file's name, type, size and pixels, the web renditions of those files, the article's PDF
 * row and whether its JATS XML is stored. Never reads file bytes.
 */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articlePdfs, articleResources, articleSources, articles, fileRenditions, files } from '../db/schema/index.js';

/** A resource row with its stored file's facts (all null when no file is stored). */
export type ResourceFileRow = typeof articleResources.$inferSelect & {
  fileName: string | null;
  fileMime: string | null;
  fileSize: number | null;
  fileWidth: number | null;
  fileHeight: number | null;
};

/** One web or thumb rendition of a stored file. */
export type RenditionRow = typeof fileRenditions.$inferSelect;

/** The article's PDF row (origin, version, size of its file) and whether its JATS XML is stored. */
export interface ArticleFileFacts {
  pdf: { origin: string; versionKey: string | null; size: number } | null;
  xml: boolean;
}

/** Resources of one article in document order with their stored files (article_resources_article_idx, files PK). */
export async function listResourcesWithFiles(db: Db, articleId: number): Promise<ResourceFileRow[]> {
  return db
    .select({
      ...getTableColumns(articleResources),
      fileName: files.name,
      fileMime: files.mime,
      fileSize: files.size,
      fileWidth: files.width,
      fileHeight: files.height,
    })
    .from(articleResources)
    .leftJoin(files, eq(files.id, articleResources.fileId))
    .where(eq(articleResources.articleId, articleId))
    .orderBy(asc(articleResources.sort), asc(articleResources.id));
}

/**
 * The renditions of the files of one article's resources, each once (a file two resources share is listed once), by
 * file, purpose, format and width (file_renditions primary key).
 */
export async function listArticleRenditions(db: Db, articleId: number): Promise<RenditionRow[]> {
  const rows = await db
    .selectDistinct(getTableColumns(fileRenditions))
    .from(fileRenditions)
    .innerJoin(articleResources, eq(articleResources.fileId, fileRenditions.fileId))
    .where(eq(articleResources.articleId, articleId))
    .orderBy(
      asc(fileRenditions.fileId),
      asc(fileRenditions.purpose),
      asc(fileRenditions.format),
      asc(fileRenditions.width),
    );
  return rows;
}

/** The PDF row and XML presence of article `articleId` (primary keys of articles, article_pdfs, article_sources). */
export async function findArticleFileFacts(db: Db, articleId: number): Promise<ArticleFileFacts> {
  const [row] = await db
    .select({
      origin: articlePdfs.origin,
      versionKey: articlePdfs.versionKey,
      size: files.size,
      sourceId: articleSources.articleId,
    })
    .from(articles)
    .leftJoin(articlePdfs, eq(articlePdfs.articleId, articles.id))
    .leftJoin(files, eq(files.id, articlePdfs.fileId))
    .leftJoin(articleSources, eq(articleSources.articleId, articles.id))
    .where(eq(articles.id, articleId))
    .limit(1);
  if (!row) return { pdf: null, xml: false };
  return {
    pdf: row.origin !== null ? { origin: row.origin, versionKey: row.versionKey, size: row.size ?? 0 } : null,
    xml: row.sourceId !== null,
  };
}
