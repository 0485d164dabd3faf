/**
 * Suggestion terms (docs/product/search.md#suggestions): the titles, keywords and authors of every indexed article and
 * the names of every indexed journal, one row per document and term, folded as search folds text (NFKC, lower case,
 * traditional Han to simplified: search/indexer/suggest-terms.ts foldSuggestText). Written by the indexer beside the
 * document (search/indexer/write.ts insertDocs), removed with it (the foreign key to search_docs cascades), read by
 * repositories/search-suggest.ts.
 *
 * HOW TO QUERY:
 *   prefix    `folded LIKE $q || '%'` (LIKE-escaped): btree text_pattern_ops on `folded` (every site) or on
 *             (publication_id, folded) (a site's journals, `publication_id = ANY($ids)`), both index-only (the
 *             keys end with kind, article_id, text); one or two Chinese characters work, unlike pg_trgm.
 *   contains  `grams @@ $tsquery` (GIN; `grams` is `to_tsvector('simple', segmentForIndex(text))`: Chinese single
 *             characters and overlapping pairs, other scripts' words; plus the scope lexeme `j#{publication_id}`,
 *             so a site's journals are ANDed into the same lookup as `('j#1' | 'j#2')`), then
 *             `strpos(folded, $q) > 0` rechecks the exact substring.
 *   journals  `kind = 'journal'`: partial btree on publication_id (journals are few; each row is rechecked).
 *   scope     publication_id (the article's journal; a journal row's own id).
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { searchDocs, tsvector } from './search.js';

/** One term of one indexed document: kind 'title' | 'keyword' | 'author' (articles) or 'journal' (journals). */
export const searchSuggest = pgTable(
  'search_suggest',
  {
    docId: integer('doc_id').notNull(),
    docKind: text('doc_kind').notNull(),
    kind: text('kind').notNull(),
    /** The term as the document has it (display text). */
    text: text('text').notNull(),
    /** The term folded (NFKC, lower case, simplified Han, spaces collapsed): what a typed text is compared with. */
    folded: text('folded').notNull(),
    publicationId: integer('publication_id'),
    /** The article of a title, keyword or author row; null for journals. */
    articleId: integer('article_id'),
    grams: tsvector('grams').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.docId, t.docKind], foreignColumns: [searchDocs.id, searchDocs.kind] }).onDelete('cascade'),
    // the cascade's lookup when a document is deleted
    index('search_suggest_doc_idx').on(t.docId),
    // prefix ranges, index-only: the key carries every column a prefix query reads
    index('search_suggest_prefix_idx').using(
      'btree',
      t.folded.op('text_pattern_ops'),
      t.kind,
      t.publicationId,
      t.articleId,
      t.text,
    ),
    index('search_suggest_scope_prefix_idx').using(
      'btree',
      t.publicationId,
      t.folded.op('text_pattern_ops'),
      t.kind,
      t.articleId,
      t.text,
    ),
    index('search_suggest_grams_gin').using('gin', t.grams),
    // journals are few: their rows alone, each rechecked for the text
    index('search_suggest_journal_idx').on(t.publicationId).where(sql`${t.kind} = 'journal'`),
  ],
);
