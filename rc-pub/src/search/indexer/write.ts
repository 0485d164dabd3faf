/**
 * Writes {@link SearchDocInput}s into search_docs (rc-pub/src/db/schema/search.ts): segments every field with
 * segmentForIndex and lets PostgreSQL build the tsvectors (`to_tsvector('simple', …)`, each field computed once,
 * the weighted `tsv` assembled from them: A title (a resource's title is its label + caption), B keyword,
 * C abstract/author/institution/sponsor, D body/article title/identifiers; `tsv_rank` is the head A + B; `facets` comes
 * from the SQL function search_doc_facets (migration 0004)). Batched multi-row INSERT … SELECT FROM (VALUES …); identical SQL on PGlite and PostgreSQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { segmentForIndex, vocabularyWords } from '../segment.js';
import type { DocFields, SearchDocInput } from './documents.js';

/** Rows per INSERT statement, and the segmented text after which a statement is flushed early (characters). */
const BATCH_ROWS = 100;
const BATCH_CHARS = 4_000_000;

const FIELD_ORDER: (keyof DocFields)[] = [
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

/** The VALUES tuple of one doc and its segmented size. */
function tuple(d: SearchDocInput): { sql: SQL; size: number } {
  const seg = FIELD_ORDER.map((f) => segmentForIndex(d.fields[f]));
  const size = seg.reduce((n, s) => n + s.length, 0);
  const segSql = seg.map((s) => sql`to_tsvector('simple', ${s}::text)`);
  return {
    size,
    sql: sql`(${d.kind}::text, ${d.refId}::int, ${d.articleId}::int, ${d.publicationId}::int, ${d.siteId}::int,
      ${d.issueId}::int, ${d.year}::int, ${d.publishedDate}::date, ${d.columnZh}::text, ${d.columnEn}::text,
      ${d.publicationType}::int, ${d.openAccess}::int, ${d.views}::int, ${d.downloads}::int, ${d.citations}::int,
      ${d.doi}::text, ${d.issn}::text, ${d.cn}::text, ${d.lang}::text, ${d.titleZh}::text, ${d.titleEn}::text,
      ${d.titleOrig}::text,
      array(select jsonb_array_elements_text(${JSON.stringify(distinct(d.authors))}::jsonb)),
      array(select jsonb_array_elements_text(${JSON.stringify(distinct(d.keywords))}::jsonb)),
      ${d.label}::text, ${d.fileId}::int, ${d.mime}::text, ${d.articleTitle}::text, ${d.snippetZh}::text,
      ${d.snippetEn}::text, ${sql.join(segSql, sql`, `)})`,
  };
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
  setweight(f_title, 'A') || setweight(f_keyword, 'B'),
  nullif(f_title, ''::tsvector), nullif(f_keyword, ''::tsvector), nullif(f_author, ''::tsvector),
  nullif(f_institution, ''::tsvector), nullif(f_abstract, ''::tsvector), nullif(f_sponsor, ''::tsvector),
  nullif(f_caption, ''::tsvector), nullif(f_label, ''::tsvector), nullif(f_article_title, ''::tsvector),
  search_doc_facets(authors, keywords)
FROM (VALUES `);
const INSERT_TAIL = sql.raw(`) AS v(kind, ref_id, article_id, publication_id, site_id, issue_id, year, published_date,
  column_zh, column_en, publication_type, open_access, views, downloads, citations, doi, issn, cn, lang, title_zh,
  title_en, title_orig, authors, keywords, label, file_id, mime, article_title, snippet_zh, snippet_en,
  f_title, f_keyword, f_author, f_institution, f_abstract, f_sponsor, f_caption, f_label, f_article_title, f_body,
  f_codes)`);

/**
 * Inserts the documents (the caller has deleted the rows they replace; a duplicate (kind, ref_id) fails the
 * statement). Returns the number of rows written.
 */
export async function insertDocs(db: Db | Tx, docs: SearchDocInput[]): Promise<number> {
  let batch: SQL[] = [];
  let chars = 0;
  let written = 0;
  const words = new Set<string>();
  const flush = async () => {
    if (!batch.length) return;
    await db.execute(sql`${INSERT_HEAD}${sql.join(batch, sql`, `)}${INSERT_TAIL}`);
    // the Latin words of their heads (titles, keywords) into the fuzzy vocabulary
    if (words.size) {
      await db.execute(sql`insert into search_words (word)
        select jsonb_array_elements_text(${JSON.stringify([...words])}::jsonb) on conflict do nothing`);
    }
    words.clear();
    written += batch.length;
    batch = [];
    chars = 0;
  };
  for (const d of docs) {
    const t = tuple(d);
    batch.push(t.sql);
    for (const w of vocabularyWords(`${d.fields.title} ${d.fields.keyword}`)) words.add(w);
    chars += t.size;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return written;
}
