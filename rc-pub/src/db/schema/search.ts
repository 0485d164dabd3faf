/**
 * Search index (docs/product/search.md: fields, types, sort, ranges, the query language and advanced search).
 * One row of `search_docs` per searchable item; written only by rc-pub/src/search/indexer (on import, seed and
 * `pnpm rc-pub reindex`), read by the search service.
 *
 * HOW TO QUERY (every tsvector is `to_tsvector('simple', segmentForIndex(text))`; build tsqueries from
 * `segmentQuery(text)` units with `phraseto_tsquery('simple', unit)`, see rc-pub/src/search/segment.ts):
 *   kind            'article' | 'publication' | 'figure' | 'table' | 'video' | 'audio' | 'news' | 'other' (SearchType);
 *                   (kind, ref_id) is unique; ref_id is the id in the item's own table (articles, publications,
 *                   article_resources, news) and is the hit's `id`.
 *   tsv             field 'all': weighted A title (figure/table/media: label + caption), B keywords,
 *                   C abstract (news summary, journal description), authors, institutions, sponsor/publisher,
 *                   D body (news content), article title of a resource, ISSN/CN/DOI words.
 *                   GIN. Match on `tsv`, but RANK on `tsv_rank`.
 *   tsv_rank        the "head": title (A) and keyword (B) lexemes only, i.e. ts_filter(tsv, '{a,b}'). Small and
 *                   inline; GIN. Relevance is ts_rank_cd(weights, tsv_rank, q, 1), so a match only in the abstract,
 *                   authors or body ranks 0 and follows the head hits, newest first (measured at 100k articles on
 *                   PostgreSQL 15: ranking on the full `tsv`, or on a rank vector with abstracts, decompressed kilobytes
 *                   per match and dominated the latency). `tsv_rank @@ q` (GIN) finds the head hits of a large set.
 *   per SearchField (each GIN; NULL when the field does not apply to the kind):
 *     title → tsv_title (article titles+subtitles in every language; journal titles zh/en + abbrev; news titles)
 *     keyword → tsv_keyword, author → tsv_author (contributor names), institution → tsv_institution
 *       (affiliation texts/institutions), abstract → tsv_abstract (abstracts in every language)
 *     sponsor → tsv_sponsor (journal sponsor + publisher, zh/en)
 *     caption → tsv_caption, label → tsv_label, articleTitle → tsv_article_title (figure/table/video/audio/other)
 *     doi → `doi` (lower-case; exact `doi = lower($q)` ranks first; prefix `doi LIKE lower($q)||'%'`: btree
 *       text_pattern_ops), issn → `issn` ('1234-5678 8765-4321', ISSN and eISSN, upper-case X), cn → `cn` (as
 *       printed, upper-case): publications are few, match with ILIKE '%q%'.
 *   fuzzy (precision 0, docs/product/search.md#precision): English prefix matching with `to_tsquery('simple', 'word:*')` on every tsvector, and
 *     typo tolerance through the `search_words` vocabulary (below).
 *   scope/filters: publication_id (journal; a site's journals), site_id (news only), issue_id, year, published_date
 *     (range filter and date sort), column_zh/column_en, publication_type (0 formal, 1 online first), open_access
 *     (0 open, 1 not), views/downloads/citations (sorts). btree (kind, publication_id, year), (kind, published_date).
 *   display (plain text, never HTML): title_zh, title_en, title_orig (original language title), lang (original
 *     language), authors text[], keywords text[] (original language first; clusters unnest them), label,
 *     file_id (figure image in `files`), mime (media), article_id + article_title (the article a resource belongs
 *     to; for kind 'article' article_id = ref_id), snippet_zh / snippet_en (abstract, caption or summary, ≤ 1000
 *     chars, for highlighted excerpts), doi.
 *   facets          the row's author and keyword facet values as one text[] ('a'||author, 'k'||keyword; authors and
 *                   keywords are stored without duplicates or blanks), so clusters aggregate them with one unnest
 *                   per row. Written by the indexer (SQL function search_doc_facets, migration 0004).
 *   The table is partitioned by kind (see searchDocs); no index needs `kind`.
 */
import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** PostgreSQL tsvector (written with SQL expressions such as `to_tsvector('simple', …)`; read rarely, as text). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One searchable item (see the module comment for how each column is queried). PARTITIONED BY LIST (kind) in the
 * migrations (drizzle-kit cannot declare it): search_docs_article, search_docs_figure, search_docs_table and
 * search_docs_rest (every other kind). Every search names its kind, so it reads one partition's GIN indexes and
 * rows only: a figure search no longer walks the article postings of a common word, nor rechecks their phrases.
 * The key is therefore (id, kind); `id` stays unique through its sequence.
 */
export const searchDocs = pgTable(
  'search_docs',
  {
    id: serial('id').notNull(),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    articleId: integer('article_id'),
    publicationId: integer('publication_id'),
    siteId: integer('site_id'),
    issueId: integer('issue_id'),
    year: integer('year'),
    publishedDate: date('published_date'),
    columnZh: text('column_zh'),
    columnEn: text('column_en'),
    publicationType: integer('publication_type').notNull().default(0),
    openAccess: integer('open_access').notNull().default(0),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    citations: integer('citations').notNull().default(0),
    doi: text('doi'),
    issn: text('issn'),
    cn: text('cn'),
    lang: text('lang'),
    titleZh: text('title_zh'),
    titleEn: text('title_en'),
    titleOrig: text('title_orig').notNull().default(''),
    authors: text('authors').array().notNull().default([]),
    keywords: text('keywords').array().notNull().default([]),
    label: text('label'),
    fileId: integer('file_id'),
    mime: text('mime'),
    articleTitle: text('article_title'),
    snippetZh: text('snippet_zh'),
    snippetEn: text('snippet_en'),
    tsv: tsvector('tsv').notNull(),
    tsvRank: tsvector('tsv_rank').notNull().default(sql`''::tsvector`),
    tsvTitle: tsvector('tsv_title'),
    tsvKeyword: tsvector('tsv_keyword'),
    tsvAuthor: tsvector('tsv_author'),
    tsvInstitution: tsvector('tsv_institution'),
    tsvAbstract: tsvector('tsv_abstract'),
    tsvSponsor: tsvector('tsv_sponsor'),
    tsvCaption: tsvector('tsv_caption'),
    tsvLabel: tsvector('tsv_label'),
    tsvArticleTitle: tsvector('tsv_article_title'),
    facets: text('facets').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.kind] }),
    // one doc per item; re-import replaces it (kind second: a search never looks items up by kind, see the table's
    // docstring on partitions)
    uniqueIndex('search_docs_item_uq').on(t.refId, t.kind),
    // delete/replace an article's docs (article + its resources) on re-import
    index('search_docs_article_idx').on(t.articleId),
    // scope and filters (journal, year; docs/product/search.md#filters-and-facets): a single journal's site ANDs this into the GIN match
    index('search_docs_scope_idx').on(t.publicationId, t.year),
    index('search_docs_doi_idx').using('btree', t.doi.op('text_pattern_ops')),
    index('search_docs_tsv_gin').using('gin', t.tsv),
    // the "head" (title/keyword) hits of a large match set are ranked first (repositories/search.ts)
    index('search_docs_rank_gin').using('gin', t.tsvRank),
    index('search_docs_title_gin').using('gin', t.tsvTitle),
    index('search_docs_keyword_gin').using('gin', t.tsvKeyword),
    index('search_docs_author_gin').using('gin', t.tsvAuthor),
    index('search_docs_institution_gin').using('gin', t.tsvInstitution),
    index('search_docs_abstract_gin').using('gin', t.tsvAbstract),
    index('search_docs_sponsor_gin').using('gin', t.tsvSponsor),
    index('search_docs_caption_gin').using('gin', t.tsvCaption),
    index('search_docs_label_gin').using('gin', t.tsvLabel),
    index('search_docs_article_title_gin').using('gin', t.tsvArticleTitle),
  ],
);

/**
 * Vocabulary of the Latin words (4+ letters, lower case) of the indexed heads (titles, keywords, labels, captions),
 * for typo tolerance (fuzzy precision 0): a query word also matches the words of this table that are
 * trigram-similar to it (`word % $q`, pg_trgm's documented spelling-suggestion pattern), and those words are ORed into
 * the GIN match. Written by the indexer on every insert (rc-pub/src/search/indexer/write.ts); never shrinks on
 * delete (a stale word expands a query to a lexeme that matches nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);
