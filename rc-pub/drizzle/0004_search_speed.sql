-- Search speed (p95 target at 100k articles on PostgreSQL 15; see bench/README.md):
--  * search_docs is PARTITIONED BY LIST (kind): every search names its kind, so it reads one partition's GIN
--    indexes and rows (a figure search no longer walks the article postings of a common word or rechecks their
--    phrases), and no btree on kind is ever ANDed into a GIN match. The key becomes (id, kind).
--  * tsv_rank holds only the head (title A + keyword B) and gets a GIN; authors/keywords lose duplicates and blanks;
--    a `facets` bag (authors and keywords) lets clusters aggregate with one unnest per row.
--  * search_words, a vocabulary of Latin head words with a trigram index, serves fuzzy matching through the GIN
--    (title_norm with its trigram index, read by nothing else, and the kind-led btrees go).
-- The index is rebuilt rather than copied (the segmentation gained English word pairs, so old rows would miss
-- two-word phrases): the new table starts empty, and rc-pub rebuilds it at start (ensureIndexed: a database with
-- articles but no search documents), as do `pnpm rc-pub migrate` and `pnpm rc-pub reindex`.
ALTER TABLE "search_docs" RENAME TO "search_docs_old";--> statement-breakpoint
ALTER TABLE "search_docs_old" DROP CONSTRAINT "search_docs_pkey";--> statement-breakpoint
DROP INDEX "search_docs_item_uq";--> statement-breakpoint
DROP INDEX "search_docs_article_idx";--> statement-breakpoint
DROP INDEX "search_docs_scope_idx";--> statement-breakpoint
DROP INDEX "search_docs_date_idx";--> statement-breakpoint
DROP INDEX "search_docs_doi_idx";--> statement-breakpoint
DROP INDEX "search_docs_tsv_gin";--> statement-breakpoint
DROP INDEX "search_docs_title_gin";--> statement-breakpoint
DROP INDEX "search_docs_keyword_gin";--> statement-breakpoint
DROP INDEX "search_docs_author_gin";--> statement-breakpoint
DROP INDEX "search_docs_institution_gin";--> statement-breakpoint
DROP INDEX "search_docs_abstract_gin";--> statement-breakpoint
DROP INDEX "search_docs_sponsor_gin";--> statement-breakpoint
DROP INDEX "search_docs_caption_gin";--> statement-breakpoint
DROP INDEX "search_docs_label_gin";--> statement-breakpoint
DROP INDEX "search_docs_article_title_gin";--> statement-breakpoint
DROP INDEX "search_docs_title_trgm";--> statement-breakpoint
ALTER SEQUENCE "search_docs_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "search_docs" (
	"id" integer DEFAULT nextval('search_docs_id_seq'::regclass) NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"article_id" integer,
	"publication_id" integer,
	"site_id" integer,
	"issue_id" integer,
	"year" integer,
	"published_date" date,
	"column_zh" text,
	"column_en" text,
	"publication_type" integer DEFAULT 0 NOT NULL,
	"open_access" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"citations" integer DEFAULT 0 NOT NULL,
	"doi" text,
	"issn" text,
	"cn" text,
	"lang" text,
	"title_zh" text,
	"title_en" text,
	"title_orig" text DEFAULT '' NOT NULL,
	"authors" text[] DEFAULT '{}' NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"label" text,
	"file_id" integer,
	"mime" text,
	"article_title" text,
	"snippet_zh" text,
	"snippet_en" text,
	"tsv" "tsvector" NOT NULL,
	"tsv_title" "tsvector",
	"tsv_keyword" "tsvector",
	"tsv_author" "tsvector",
	"tsv_institution" "tsvector",
	"tsv_abstract" "tsvector",
	"tsv_sponsor" "tsvector",
	"tsv_caption" "tsvector",
	"tsv_label" "tsvector",
	"tsv_article_title" "tsvector",
	"tsv_rank" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"facets" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "search_docs_id_kind_pk" PRIMARY KEY("id","kind")
) PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_docs_article" PARTITION OF "search_docs" FOR VALUES IN ('article');--> statement-breakpoint
CREATE TABLE "search_docs_figure" PARTITION OF "search_docs" FOR VALUES IN ('figure');--> statement-breakpoint
CREATE TABLE "search_docs_table" PARTITION OF "search_docs" FOR VALUES IN ('table');--> statement-breakpoint
CREATE TABLE "search_docs_rest" PARTITION OF "search_docs" DEFAULT;--> statement-breakpoint
-- Narrow heap rows: every wide value (tsvectors, titles, snippets, author lists) goes out of line, while what a
-- search reads for EVERY match stays in the row (ids, dates, counters, DOI, column names, the facet bag). At 100k
-- articles the article partition's heap fell from 175 MB to 44 MB, so a 20,000-match scan stays in shared buffers.
ALTER TABLE "search_docs" ALTER COLUMN "kind" SET STORAGE MAIN, ALTER COLUMN "doi" SET STORAGE MAIN,
  ALTER COLUMN "column_zh" SET STORAGE MAIN, ALTER COLUMN "column_en" SET STORAGE MAIN,
  ALTER COLUMN "facets" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_docs_article" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_docs_figure" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_docs_table" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_docs_rest" SET (toast_tuple_target = 128);--> statement-breakpoint
-- The facet bag of a doc (rc-pub/src/db/schema/search.ts, column `facets`); the indexer calls it on every insert.
CREATE FUNCTION search_doc_facets(authors text[], keywords text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT 'a' || x FROM unnest(authors) x) || ARRAY(SELECT 'k' || x FROM unnest(keywords) x)
$$;--> statement-breakpoint
DROP TABLE "search_docs_old";--> statement-breakpoint
ALTER SEQUENCE "search_docs_id_seq" OWNED BY "search_docs"."id";--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_docs_item_uq" ON "search_docs" USING btree ("ref_id","kind");--> statement-breakpoint
CREATE INDEX "search_docs_article_idx" ON "search_docs" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "search_docs_scope_idx" ON "search_docs" USING btree ("publication_id","year");--> statement-breakpoint
CREATE INDEX "search_docs_doi_idx" ON "search_docs" USING btree ("doi" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_docs_tsv_gin" ON "search_docs" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_docs_rank_gin" ON "search_docs" USING gin ("tsv_rank");--> statement-breakpoint
CREATE INDEX "search_docs_title_gin" ON "search_docs" USING gin ("tsv_title");--> statement-breakpoint
CREATE INDEX "search_docs_keyword_gin" ON "search_docs" USING gin ("tsv_keyword");--> statement-breakpoint
CREATE INDEX "search_docs_author_gin" ON "search_docs" USING gin ("tsv_author");--> statement-breakpoint
CREATE INDEX "search_docs_institution_gin" ON "search_docs" USING gin ("tsv_institution");--> statement-breakpoint
CREATE INDEX "search_docs_abstract_gin" ON "search_docs" USING gin ("tsv_abstract");--> statement-breakpoint
CREATE INDEX "search_docs_sponsor_gin" ON "search_docs" USING gin ("tsv_sponsor");--> statement-breakpoint
CREATE INDEX "search_docs_caption_gin" ON "search_docs" USING gin ("tsv_caption");--> statement-breakpoint
CREATE INDEX "search_docs_label_gin" ON "search_docs" USING gin ("tsv_label");--> statement-breakpoint
CREATE INDEX "search_docs_article_title_gin" ON "search_docs" USING gin ("tsv_article_title");
