-- Issue 3 speed (p95 target at 100k articles): no btree leads with `kind`, tsv_rank holds only the head
-- (title A + keyword B) and gets a GIN, a `facets` bag (authors and keywords) lets clusters aggregate with one unnest per row, and
-- the `search_words` vocabulary serves fuzzy (typo-tolerant) matching through the GIN instead of a trigram scan of titles.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_docs_date_idx";--> statement-breakpoint
DROP INDEX "search_docs_item_uq";--> statement-breakpoint
DROP INDEX "search_docs_scope_idx";--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "facets" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The facet bag of a doc (rc-pub/src/db/schema/search.ts, column `facets`); the indexer calls it on every insert.
CREATE FUNCTION search_doc_facets(authors text[], keywords text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT 'a' || x FROM unnest(authors) x) || ARRAY(SELECT 'k' || x FROM unnest(keywords) x)
$$;--> statement-breakpoint
UPDATE "search_docs" SET
  "tsv_rank" = ts_filter("tsv", '{a,b}'),
  "authors" = ARRAY(SELECT x FROM unnest("authors") WITH ORDINALITY t(x, i) WHERE x <> '' GROUP BY x ORDER BY min(i)),
  "keywords" = ARRAY(SELECT x FROM unnest("keywords") WITH ORDINALITY t(x, i) WHERE x <> '' GROUP BY x ORDER BY min(i));--> statement-breakpoint
UPDATE "search_docs" SET "facets" = search_doc_facets("authors", "keywords");--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT l.lexeme FROM "search_docs", unnest("tsv_rank") l WHERE l.lexeme ~ '^[a-z]{4,}$';--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_docs_rank_gin" ON "search_docs" USING gin ("tsv_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "search_docs_item_uq" ON "search_docs" USING btree ("ref_id","kind");--> statement-breakpoint
CREATE INDEX "search_docs_scope_idx" ON "search_docs" USING btree ("publication_id","year");
