-- Search suggestions (docs/product/search.md#suggestions): one row per indexed article's title, keyword and author and
-- per journal name, folded like the index, with index-only prefix btrees, a GIN of its Chinese characters/pairs and
-- words, and a partial index of the journal rows (db/schema/search-suggest.ts). The indexer fills it beside each
-- document; the foreign key removes a document's terms with it. The index is emptied so that the rebuild at start
-- (ensureIndexed) writes every document's terms.
DELETE FROM "search_docs";
--> statement-breakpoint
CREATE TABLE "search_suggest" (
	"doc_id" integer NOT NULL,
	"doc_kind" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"folded" text NOT NULL,
	"publication_id" integer,
	"article_id" integer,
	"grams" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_suggest" ADD CONSTRAINT "search_suggest_doc_id_doc_kind_search_docs_id_kind_fk" FOREIGN KEY ("doc_id","doc_kind") REFERENCES "public"."search_docs"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_suggest_doc_idx" ON "search_suggest" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "search_suggest_prefix_idx" ON "search_suggest" USING btree ("folded" text_pattern_ops,"kind","publication_id","article_id","text");--> statement-breakpoint
CREATE INDEX "search_suggest_scope_prefix_idx" ON "search_suggest" USING btree ("publication_id","folded" text_pattern_ops,"kind","article_id","text");--> statement-breakpoint
CREATE INDEX "search_suggest_grams_gin" ON "search_suggest" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "search_suggest_journal_idx" ON "search_suggest" USING btree ("publication_id") WHERE "search_suggest"."kind" = 'journal';