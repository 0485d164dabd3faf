/**
 * Queries of the search index (search_docs and the fuzzy vocabulary search_words, db/schema/search.ts), for the indexer
 * (search/indexer/): import and seed index what they wrote (indexArticles, indexPublications, indexNews), `pnpm rc-pub
 * reindex` rebuilds everything (reindexAll), server start builds a missing index once (ensureIndexed). Which function
 * serves what:
 * - the rows documents are built from: indexedArticles, resourcesOfArticles, publicationsByIds, newsByIds;
 * - replacing documents: deleteArticleDocs, deletePublicationDocs, deleteNewsDocs, then insertSegmentedDocs and
 *   addVocabulary (search/indexer/write.ts insertDocs, which segments and batches);
 * - the rebuild: reindexSources, clearIndex, docCountsByKind, indexMissing; the seed: unindexedArticleIds.
 * Every function accepts a database or a transaction handle, so import can index a file inside its own transaction.
 *
 * A document is written with a batched multi-row INSERT … SELECT FROM (VALUES …), identical SQL on PGlite and
 * PostgreSQL: PostgreSQL builds the tsvectors from the segmented fields (`to_tsvector('simple', …)`, each field
 * computed once, the weighted `tsv` assembled from them: A title (a resource's title is its label + caption), B keyword,
 * C abstract/author/institution/sponsor, D body/article title/identifiers; `tsv_rank` is the head A + B plus the
 * exact-match lexemes (search/segment.ts exactLexemes: whole keywords, title words); `facets`
 * comes from the SQL function search_doc_facets (migration 0004)).
 */
import { asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { articleResources, articles, issues, news, publications } from '../db/schema/content.js';
import { searchDocs, searchWords } from '../db/schema/search.js';

/** Kinds of search_docs rows (the contract's SearchType). */
export type DocKind = 'article' | 'publication' | 'figure' | 'table' | 'video' | 'audio' | 'news' | 'other';

/** Raw (unsegmented) text of each searchable field; '' when absent. */
export interface DocFields {
  title: string;
  keyword: string;
  author: string;
  institution: string;
  abstract: string;
  /** Full text (article body, news content, journal description): field 'all' only, weight D. */
  body: string;
  sponsor: string;
  caption: string;
  label: string;
  articleTitle: string;
  /** Identifiers (DOI, ISSN, CN) as words for field 'all', weight D. */
  codes: string;
}

/** One row to write into search_docs: display/filter columns plus the field texts. */
export interface SearchDocInput {
  kind: DocKind;
  refId: number;
  articleId: number | null;
  publicationId: number | null;
  siteId: number | null;
  issueId: number | null;
  year: number | null;
  publishedDate: string | null;
  columnZh: string | null;
  columnEn: string | null;
  publicationType: number;
  openAccess: number;
  views: number;
  downloads: number;
  citations: number;
  doi: string | null;
  issn: string | null;
  cn: string | null;
  lang: string | null;
  titleZh: string | null;
  titleEn: string | null;
  titleOrig: string;
  authors: string[];
  keywords: string[];
  label: string | null;
  fileId: number | null;
  mime: string | null;
  articleTitle: string | null;
  snippetZh: string | null;
  snippetEn: string | null;
  fields: DocFields;
}

/** A document with each field's text segmented for the index (search/segment.ts segmentForIndex). */
export interface SegmentedDoc {
  doc: SearchDocInput;
  segmented: DocFields;
  /** Exact-match lexemes of the head (search/segment.ts exactLexemes), added to `tsv_rank` only. */
  exact: string;
}

/** The document fields in the order of the INSERT's `f_*` columns (every field of {@link DocFields}). */
export const DOC_FIELDS: readonly (keyof DocFields)[] = [
  'title',
  'keyword',
  'author',
  'institution',
  'abstract',
  'sponsor',
  'caption',
  'label',
  'articleTitle',
  'body',
  'codes',
];

/** The non-blank values in first-seen order, each once (authors and keywords; clusters count a doc once per value). */
function distinct(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

/** The VALUES tuple of one doc. */
function tuple({ doc: d, segmented, exact }: SegmentedDoc): SQL {
  const segSql = DOC_FIELDS.map((f) => sql`to_tsvector('simple', ${segmented[f]}::text)`);
  return sql`(${d.kind}::text, ${d.refId}::int, ${d.articleId}::int, ${d.publicationId}::int, ${d.siteId}::int,
      ${d.issueId}::int, ${d.year}::int, ${d.publishedDate}::date, ${d.columnZh}::text, ${d.columnEn}::text,
      ${d.publicationType}::int, ${d.openAccess}::int, ${d.views}::int, ${d.downloads}::int, ${d.citations}::int,
      ${d.doi}::text, ${d.issn}::text, ${d.cn}::text, ${d.lang}::text, ${d.titleZh}::text, ${d.titleEn}::text,
      ${d.titleOrig}::text,
      array(select jsonb_array_elements_text(${JSON.stringify(distinct(d.authors))}::jsonb)),
      array(select jsonb_array_elements_text(${JSON.stringify(distinct(d.keywords))}::jsonb)),
      ${d.label}::text, ${d.fileId}::int, ${d.mime}::text, ${d.articleTitle}::text, ${d.snippetZh}::text,
      ${d.snippetEn}::text, ${sql.join(segSql, sql`, `)}, to_tsvector('simple', ${exact}::text))`;
}

const INSERT_HEAD = sql.raw(`INSERT INTO search_docs (kind, ref_id, article_id, publication_id, site_id, issue_id,
  year, published_date, column_zh, column_en, publication_type, open_access, views, downloads, citations, doi, issn,
  cn, lang, title_zh, title_en, title_orig, authors, keywords, label, file_id, mime, article_title,
  snippet_zh, snippet_en, tsv, tsv_rank, tsv_title, tsv_keyword, tsv_author, tsv_institution, tsv_abstract, tsv_sponsor,
  tsv_caption, tsv_label, tsv_article_title, facets)
SELECT kind, ref_id, article_id, publication_id, site_id, issue_id, year, published_date, column_zh, column_en,
  publication_type, open_access, views, downloads, citations, doi, issn, cn, lang, title_zh, title_en, title_orig,
  authors, keywords, label, file_id, mime, article_title, snippet_zh, snippet_en,
  setweight(f_title, 'A') || setweight(f_keyword, 'B')
    || setweight(f_abstract || f_author || f_institution || f_sponsor, 'C')
    || setweight(f_body || f_article_title || f_codes, 'D'),
  setweight(f_title, 'A') || setweight(f_keyword, 'B') || f_exact,
  nullif(f_title, ''::tsvector), nullif(f_keyword, ''::tsvector), nullif(f_author, ''::tsvector),
  nullif(f_institution, ''::tsvector), nullif(f_abstract, ''::tsvector), nullif(f_sponsor, ''::tsvector),
  nullif(f_caption, ''::tsvector), nullif(f_label, ''::tsvector), nullif(f_article_title, ''::tsvector),
  search_doc_facets(authors, keywords)
FROM (VALUES `);
const INSERT_TAIL = sql.raw(`) AS v(kind, ref_id, article_id, publication_id, site_id, issue_id, year, published_date,
  column_zh, column_en, publication_type, open_access, views, downloads, citations, doi, issn, cn, lang, title_zh,
  title_en, title_orig, authors, keywords, label, file_id, mime, article_title, snippet_zh, snippet_en,
  f_title, f_keyword, f_author, f_institution, f_abstract, f_sponsor, f_caption, f_label, f_article_title, f_body,
  f_codes, f_exact)`);

/**
 * Inserts the documents in one statement (the caller has deleted the rows they replace; a duplicate (kind, ref_id)
 * fails the statement).
 */
export async function insertSegmentedDocs(db: Db | Tx, docs: SegmentedDoc[]): Promise<void> {
  if (!docs.length) return;
  await db.execute(sql`${INSERT_HEAD}${sql.join(docs.map(tuple), sql`, `)}${INSERT_TAIL}`);
}

/** Adds words to the fuzzy vocabulary (the Latin words of documents' heads: titles, keywords); known words are kept. */
export async function addVocabulary(db: Db | Tx, words: string[]): Promise<void> {
  if (!words.length) return;
  await db.execute(sql`insert into search_words (word)
        select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) on conflict do nothing`);
}

/** These articles with the year of their issue (null without one); unknown ids are skipped. */
export async function indexedArticles(
  db: Db | Tx,
  articleIds: number[],
): Promise<{ a: typeof articles.$inferSelect; issueYear: number | null }[]> {
  return db
    .select({ a: articles, issueYear: issues.year })
    .from(articles)
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(inArray(articles.id, articleIds));
}

/** The resources of these articles, by article and in document order. */
export async function resourcesOfArticles(
  db: Db | Tx,
  articleIds: number[],
): Promise<(typeof articleResources.$inferSelect)[]> {
  return db
    .select()
    .from(articleResources)
    .where(inArray(articleResources.articleId, articleIds))
    .orderBy(asc(articleResources.articleId), asc(articleResources.sort));
}

/** Deletes every document of these articles (the article's and its resources'). */
export async function deleteArticleDocs(db: Db | Tx, articleIds: number[]): Promise<void> {
  await db.delete(searchDocs).where(inArray(searchDocs.articleId, articleIds));
}

/** Deletes the documents of these journals. */
export async function deletePublicationDocs(db: Db | Tx, publicationIds: number[]): Promise<void> {
  await db
    .delete(searchDocs)
    .where(sql`${searchDocs.kind} = 'publication' and ${inArray(searchDocs.refId, publicationIds)}`);
}

/** These journals (unknown ids are skipped). */
export async function publicationsByIds(
  db: Db | Tx,
  publicationIds: number[],
): Promise<(typeof publications.$inferSelect)[]> {
  return db.select().from(publications).where(inArray(publications.id, publicationIds));
}

/** Deletes the documents of these news items, or of every news item when `newsIds` is omitted. */
export async function deleteNewsDocs(db: Db | Tx, newsIds?: number[]): Promise<void> {
  if (newsIds)
    await db.delete(searchDocs).where(sql`${searchDocs.kind} = 'news' and ${inArray(searchDocs.refId, newsIds)}`);
  else await db.delete(searchDocs).where(eq(searchDocs.kind, 'news'));
}

/** These news items, or every news item when `newsIds` is omitted. */
export async function newsByIds(db: Db | Tx, newsIds?: number[]): Promise<(typeof news.$inferSelect)[]> {
  return newsIds ? db.select().from(news).where(inArray(news.id, newsIds)) : db.select().from(news);
}

/** Ids of articles that have no search doc yet (e.g. imported by a path that does not index), ascending. */
export async function unindexedArticleIds(db: Db | Tx): Promise<number[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .leftJoin(searchDocs, sql`${searchDocs.kind} = 'article' and ${searchDocs.refId} = ${articles.id}`)
    .where(isNull(searchDocs.id))
    .orderBy(asc(articles.id));
  return rows.map((r) => r.id);
}

/** What a rebuild indexes: every journal id, every article id (ascending) and the number of news items. */
export async function reindexSources(
  db: Db,
): Promise<{ publicationIds: number[]; articleIds: number[]; newsCount: number }> {
  const publicationIds = (await db.select({ id: publications.id }).from(publications)).map((r) => r.id);
  const articleIds = (await db.select({ id: articles.id }).from(articles).orderBy(asc(articles.id))).map((r) => r.id);
  const newsCount = await db.$count(news);
  return { publicationIds, articleIds, newsCount };
}

/** Empties the index: every document, then the fuzzy vocabulary (rebuilt from the new documents). */
export async function clearIndex(db: Db): Promise<void> {
  await db.delete(searchDocs);
  await db.delete(searchWords);
}

/** Number of documents of each kind. */
export async function docCountsByKind(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ kind: searchDocs.kind, n: sql<number>`count(*)::int` })
    .from(searchDocs)
    .groupBy(searchDocs.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}

/** True when the database has articles but no search documents (filled before the search index existed). */
export async function indexMissing(db: Db): Promise<boolean> {
  return !((await db.$count(searchDocs)) > 0 || (await db.$count(articles)) === 0);
}
