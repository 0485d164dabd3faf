-- Issue 3 speed (p95 target at 100k articles): no btree leads with `kind`, tsv_rank holds only the head
-- (title A + keyword B) and gets a GIN, and a `facets` bag lets clusters aggregate with one unnest per matched row.
DROP INDEX "search_docs_date_idx";--> statement-breakpoint
DROP INDEX "search_docs_item_uq";--> statement-breakpoint
DROP INDEX "search_docs_scope_idx";--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "facets" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The facet bag of a doc (rc-pub/src/db/schema/search.ts, column `facets`); the indexer calls it on every insert.
CREATE FUNCTION search_doc_facets(pub integer, yr integer, col_zh text, col_en text, authors text[], keywords text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY['j' || pub, 'y' || yr,
      CASE WHEN coalesce(col_zh, '') <> '' OR coalesce(col_en, '') <> ''
        THEN 'c' || coalesce(col_zh, '') || chr(31) || coalesce(col_en, '') END], NULL)
    || ARRAY(SELECT 'a' || x FROM unnest(authors) x)
    || ARRAY(SELECT 'k' || x FROM unnest(keywords) x)
$$;--> statement-breakpoint
UPDATE "search_docs" SET
  "tsv_rank" = ts_filter("tsv", '{a,b}'),
  "authors" = ARRAY(SELECT x FROM unnest("authors") WITH ORDINALITY t(x, i) WHERE x <> '' GROUP BY x ORDER BY min(i)),
  "keywords" = ARRAY(SELECT x FROM unnest("keywords") WITH ORDINALITY t(x, i) WHERE x <> '' GROUP BY x ORDER BY min(i));--> statement-breakpoint
UPDATE "search_docs" SET "facets" = search_doc_facets("publication_id", "year", "column_zh", "column_en", "authors", "keywords");--> statement-breakpoint
CREATE INDEX "search_docs_rank_gin" ON "search_docs" USING gin ("tsv_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "search_docs_item_uq" ON "search_docs" USING btree ("ref_id","kind");--> statement-breakpoint
CREATE INDEX "search_docs_scope_idx" ON "search_docs" USING btree ("publication_id","year");
