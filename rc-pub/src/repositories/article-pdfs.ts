/**
 * Article PDF queries (docs/product/content.md#article-pdf): what the PDF route needs to decide in one query (the
 * article, what its content hashes to, its journal and issue as the running head shows them, and its `article_pdfs`
 * row with the stored file's hash and size, no bytes), the print rendition of a figure image, and the write of a
 * rendered PDF. Package PDFs are written by the import (repositories/import.ts); this module only reads them.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  articlePdfs,
  articleSources,
  articles,
  fileRenditions,
  files,
  issues,
  publications,
} from '../db/schema/index.js';
import { type NewFile, storeFileOnce } from './files.js';

/** Where an article's PDF comes from: the package's own file, or rendered from the article. */
export type PdfOrigin = 'package' | 'rendered';

/** The stored PDF of an article: its `article_pdfs` row and the file's hash, size and name (no bytes). */
export interface StoredPdf {
  origin: PdfOrigin;
  /** Hash of the article version a rendered PDF shows; null for a package PDF. */
  versionKey: string | null;
  fileId: number;
  pages: number | null;
  /** SHA-256 (hex) of the PDF bytes: the ETag. */
  sha256: string;
  /** Bytes. */
  size: number;
  name: string;
}

/** What the PDF route reads of one article before it serves or renders anything. */
export interface PdfState {
  articleId: number;
  doi: string | null;
  /**
   * What the article's stored content hashes to: `article_sources.content_sha256` (the JATS and every file read with
   * it) when the import recorded one, else an MD5 (hex) of the texts, contributors, affiliations, references,
   * dates, pages, licence and resources the PDF shows (articles imported from CSL, or before packages were hashed).
   */
  contentHash: string;
  /** The journal and issue fields the running head and the citation show (not covered by the content hash). */
  head: {
    journalZh: string;
    journalEn: string;
    volume: string | null;
    number: string | null;
    year: number | null;
  };
  pdf: StoredPdf | null;
}

/** MD5 of what a PDF shows of an article without a recorded content hash (one pass in the database, no rows read). */
const shownDigest = sql<string>`md5(concat_ws('|',
  ${articles.doi}, ${articles.originalLanguage}, ${articles.articleType}, ${articles.columnZh}, ${articles.columnEn},
  ${articles.contributors}::text, ${articles.affiliations}::text, ${articles.references}::text,
  ${articles.receivedDate}, ${articles.acceptedDate}, ${articles.publishedDate},
  ${articles.fpage}, ${articles.lpage}, ${articles.elocationId}, ${articles.licenseUrl}, ${articles.licenseText},
  (select string_agg(concat_ws('|', t.lang, t.is_original, t.title, t.subtitle, t.abstract_html,
      array_to_string(t.keywords, '|'), md5(coalesce(t.body_html, ''))), '||' order by t.lang)
     from article_texts t where t.article_id = ${articles.id}),
  (select string_agg(concat_ws('|', r.id, r.kind, r.label, r.caption_html, r.file_id, md5(coalesce(r.table_html, ''))),
      '||' order by r.sort, r.id)
     from article_resources r where r.article_id = ${articles.id})))`;

/**
 * The PDF state of article `articleId` in one query (primary keys of articles, article_sources, article_pdfs, files,
 * publications and issues), or undefined for an unknown article. The fallback digest is computed only when the
 * article has no recorded content hash.
 */
export async function findPdfState(db: Db, articleId: number): Promise<PdfState | undefined> {
  const [row] = await db
    .select({
      doi: articles.doi,
      contentSha256: articleSources.contentSha256,
      digest: sql<string>`case when ${articleSources.contentSha256} is null then ${shownDigest} end`,
      journalZh: publications.titleZh,
      journalEn: publications.titleEn,
      volume: issues.volume,
      number: issues.number,
      year: issues.year,
      origin: articlePdfs.origin,
      versionKey: articlePdfs.versionKey,
      fileId: articlePdfs.fileId,
      pages: articlePdfs.pages,
      sha256: files.sha256,
      size: files.size,
      name: files.name,
    })
    .from(articles)
    .innerJoin(publications, eq(publications.id, articles.publicationId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .leftJoin(articleSources, eq(articleSources.articleId, articles.id))
    .leftJoin(articlePdfs, eq(articlePdfs.articleId, articles.id))
    .leftJoin(files, eq(files.id, articlePdfs.fileId))
    .where(eq(articles.id, articleId))
    .limit(1);
  if (!row) return undefined;
  const pdf: StoredPdf | null =
    row.fileId !== null && row.sha256 !== null && row.size !== null && row.name !== null
      ? {
          origin: row.origin === 'package' ? 'package' : 'rendered',
          versionKey: row.versionKey,
          fileId: row.fileId,
          pages: row.pages,
          sha256: row.sha256,
          size: row.size,
          name: row.name,
        }
      : null;
  return {
    articleId,
    doi: row.doi,
    contentHash: row.contentSha256 ?? `md5:${row.digest}`,
    head: {
      journalZh: row.journalZh,
      journalEn: row.journalEn,
      volume: row.volume,
      number: row.number,
      year: row.year,
    },
    pdf,
  };
}

/** Image types Chromium draws; anything else (TIFF, EPS) is printed from a web rendition when one exists. */
const DRAWABLE = /^image\/(png|jpeg|gif|webp|avif|bmp|svg\+xml)$/;
/** Originals larger than this (bytes) are printed from a web rendition when one exists, to keep the PDF small. */
const LARGE_ORIGINAL = 3 * 1024 * 1024;

/**
 * The file to print for image file `fileId`: the file itself when Chromium draws it and it is not large, else its
 * widest web rendition (JPEG first: a PDF embeds JPEG as it is), else the file itself. Unknown ids come back as they are.
 */
export async function printableImageId(db: Db, fileId: number): Promise<number> {
  const [file] = await db
    .select({ mime: files.mime, size: files.size })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  if (!file || (DRAWABLE.test(file.mime) && file.size <= LARGE_ORIGINAL)) return fileId;
  const [rendition] = await db
    .select({ id: fileRenditions.renditionFileId })
    .from(fileRenditions)
    .where(and(eq(fileRenditions.fileId, fileId), eq(fileRenditions.purpose, 'web')))
    .orderBy(sql`${fileRenditions.format} = 'jpeg' desc`, desc(fileRenditions.width))
    .limit(1);
  return rendition?.id ?? fileId;
}

/** A rendered PDF to keep: the article, the version it shows, its bytes as a file to store, its page count. */
export interface RenderedPdfRow {
  articleId: number;
  versionKey: string;
  file: NewFile;
  pages: number;
}

/**
 * Stores a rendered PDF (the file once by content, repositories/files.ts) and points the article's `article_pdfs` row
 * at it, in one transaction. A package PDF the import wrote meanwhile is kept (the row is not overwritten). The
 * stored file's id.
 */
export async function saveRenderedPdf(db: Db, row: RenderedPdfRow): Promise<number> {
  return db.transaction(async (tx) => {
    const stored = await storeFileOnce(tx, row.file);
    await tx
      .insert(articlePdfs)
      .values({
        articleId: row.articleId,
        origin: 'rendered',
        versionKey: row.versionKey,
        fileId: stored.id,
        pages: row.pages,
      })
      .onConflictDoUpdate({
        target: articlePdfs.articleId,
        set: {
          origin: 'rendered',
          versionKey: row.versionKey,
          fileId: stored.id,
          pages: row.pages,
          createdAt: sql`now()`,
        },
        setWhere: ne(articlePdfs.origin, 'package'),
      });
    return stored.id;
  });
}

/** Writes a package PDF row directly (tests and tools; the import writes its own through repositories/import.ts). */
export async function savePackagePdf(
  db: Db,
  row: { articleId: number; file: NewFile; pages: number | null },
): Promise<number> {
  return db.transaction(async (tx) => {
    const stored = await storeFileOnce(tx, row.file);
    await tx
      .insert(articlePdfs)
      .values({ articleId: row.articleId, origin: 'package', versionKey: null, fileId: stored.id, pages: row.pages })
      .onConflictDoUpdate({
        target: articlePdfs.articleId,
        set: { origin: 'package', versionKey: null, fileId: stored.id, pages: row.pages, createdAt: sql`now()` },
      });
    return stored.id;
  });
}
