/**
 * Queries of the suggestion terms (table search_suggest, db/schema/search-suggest.ts; docs/product/search.md#suggestions):
 * the indexer writes a batch's terms (insertSuggestRows), the suggest verb reads the candidates of a typed text
 * (suggestCandidates). Both accept a database or a transaction handle.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { DocKind } from './search-index.js';

/** What a term is: an article's title, keyword or author, or a journal's name. */
export type SuggestKind = 'title' | 'keyword' | 'author' | 'journal';

/**
 * One term of one document, ready to write. `grams` is segmentForIndex's text, made a tsvector here with the scope
 * lexeme `j#{publicationId}` added (the parser splits words at '#', so no word of a text can be it), so that the
 * contains match and the journal scope are one GIN lookup.
 */
export interface SuggestRow {
  /** The document's (ref_id, kind) in search_docs; its id is looked up through search_docs_item_uq. */
  refId: number;
  docKind: DocKind;
  kind: SuggestKind;
  text: string;
  folded: string;
  grams: string;
  publicationId: number | null;
  articleId: number | null;
}

/** Rows per INSERT statement. */
const BATCH = 500;

/**
 * Writes the terms of documents already in search_docs (a term whose document is missing is skipped by the join).
 * Served by search_docs_item_uq (ref_id, kind) for the document ids.
 */
export async function insertSuggestRows(db: Db | Tx, rows: readonly SuggestRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map(
      (r) => sql`(${r.refId}::int, ${r.docKind}::text, ${r.kind}::text, ${r.text}::text, ${r.folded}::text,
          ${r.grams}::text, ${r.publicationId}::int, ${r.articleId}::int)`,
    );
    await db.execute(sql`insert into search_suggest (doc_id, doc_kind, kind, text, folded, grams, publication_id,
        article_id)
      select d.id, d.kind, v.kind, v.text, v.folded,
        to_tsvector('simple', v.grams) || coalesce(('j#' || v.publication_id)::tsvector, ''::tsvector),
        v.publication_id, v.article_id
      from (values ${sql.join(values, sql`, `)})
        as v(ref_id, doc_kind, kind, text, folded, grams, publication_id, article_id)
      join search_docs d on d.ref_id = v.ref_id and d.kind = v.doc_kind`);
  }
}

/** What to look for: the folded text, the journals in scope (null = every journal), how much to read and return. */
export interface SuggestQuery {
  /** The typed text folded like `search_suggest.folded`. */
  folded: string;
  publicationIds: number[] | null;
  /** Most rows read before grouping: bounds the work of a very common prefix or character. */
  cap: number;
  /** Most groups returned. */
  limit: number;
}

/**
 * Units of the contains match (search/segment.ts segmentQuery): `prefix: false` units (Chinese characters/pairs)
 * become phraseto_tsquery, `prefix: true` units (words of other scripts) a prefix lexeme `word:*`.
 */
export type ContainsUnit = { text: string; prefix: boolean };

/** One distinct term with what ranks it. */
export interface SuggestCandidate {
  kind: SuggestKind;
  /** The most common display form of the term among the rows read. */
  text: string;
  /** Number of documents (articles, or the journal) carrying the term among the rows read. */
  docs: number;
  articleId: number | null;
  publicationId: number | null;
}

/** `text` as a LIKE pattern matching itself (backslash escapes). */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function scopeOf(publicationIds: number[] | null): SQL {
  return publicationIds ? sql`and publication_id = any(${`{${publicationIds.join(',')}}`}::int[])` : sql``;
}

/** Groups the rows of `hits` (a subquery of search_suggest rows) by (kind, folded), most documents first. */
async function grouped(db: Db | Tx, hits: SQL, limit: number): Promise<SuggestCandidate[]> {
  const res = await db.execute(sql`select kind, mode() within group (order by text) as text, count(*)::int as docs,
      min(article_id) as article_id, min(publication_id) as publication_id
    from (${hits}) h group by kind, folded
    order by count(*) desc, length(folded), folded limit ${limit}`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    kind: r.kind as SuggestKind,
    text: String(r.text),
    docs: Number(r.docs),
    articleId: r.article_id === null ? null : Number(r.article_id),
    publicationId: r.publication_id === null ? null : Number(r.publication_id),
  }));
}

/**
 * Journals in scope whose name contains the text, those starting with it first, shorter first. Served by the partial
 * index search_suggest_journal_idx (publication_id) WHERE kind = 'journal': journals are few, each is rechecked.
 */
export async function journalCandidates(db: Db | Tx, q: SuggestQuery): Promise<SuggestCandidate[]> {
  const pattern = `${likeEscaped(q.folded)}%`;
  const res = await db.execute(sql`select text, publication_id from search_suggest
    where kind = 'journal' and publication_id is not null and strpos(folded, ${q.folded}) > 0 ${scopeOf(q.publicationIds)}
    order by folded like ${pattern} desc, length(folded), folded limit ${q.limit}`);
  return (res as unknown as { rows: { text: string; publication_id: number }[] }).rows.map((r) => ({
    kind: 'journal',
    text: r.text,
    docs: 1,
    articleId: null,
    publicationId: Number(r.publication_id),
  }));
}

/**
 * Titles, keywords and authors in scope that start with the text, grouped, by number of articles. `folded LIKE 'q%'`
 * is an index-only range scan of search_suggest_prefix_idx (every journal) or of search_suggest_scope_prefix_idx
 * (publication_id = ANY(ids), then the folded range); both include the columns read. At most `cap` rows are read, in
 * folded order, so the counts of a one-character prefix are those of its first terms.
 */
export async function prefixCandidates(db: Db | Tx, q: SuggestQuery): Promise<SuggestCandidate[]> {
  const pattern = `${likeEscaped(q.folded)}%`;
  return grouped(
    db,
    sql`select kind, text, folded, article_id, publication_id from search_suggest
      where folded like ${pattern} and kind <> 'journal' ${scopeOf(q.publicationIds)} limit ${q.cap}`,
    q.limit,
  );
}

/**
 * Titles, keywords and authors in scope that contain the text without starting with it, grouped, by number of
 * articles. `grams @@ tsquery` is search_suggest_grams_gin (a Chinese character or pair is one posting list; a word of
 * other scripts a prefix range; the scope the OR of the `j#{id}` lexemes of its journals), rechecked with strpos on
 * the folded text. At most `cap` rows are read.
 */
export async function containsCandidates(
  db: Db | Tx,
  q: SuggestQuery,
  units: readonly ContainsUnit[],
): Promise<SuggestCandidate[]> {
  if (!units.length || q.publicationIds?.length === 0) return [];
  const pattern = `${likeEscaped(q.folded)}%`;
  const parts = units.map((u) =>
    u.prefix
      ? sql`to_tsquery('simple', quote_literal(${u.text}::text) || ':*')`
      : sql`phraseto_tsquery('simple', ${u.text}::text)`,
  );
  // the scope as the OR of its journals' scope lexemes (ids are integers), ANDed into the same GIN match
  if (q.publicationIds) parts.push(sql`${q.publicationIds.map((id) => `'j#${id}'`).join(' | ')}::tsquery`);
  return grouped(
    db,
    sql`select kind, text, folded, article_id, publication_id from search_suggest
      where grams @@ (${sql.join(parts, sql` && `)}) and strpos(folded, ${q.folded}) > 0 and folded not like ${pattern}
        and kind <> 'journal' limit ${q.cap}`,
    q.limit,
  );
}
