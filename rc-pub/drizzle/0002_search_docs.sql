CREATE TABLE "search_docs" (
	"id" serial PRIMARY KEY NOT NULL,
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
	"title_norm" text DEFAULT '' NOT NULL,
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
	"tsv_article_title" "tsvector"
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_docs_item_uq" ON "search_docs" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "search_docs_article_idx" ON "search_docs" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "search_docs_scope_idx" ON "search_docs" USING btree ("kind","publication_id","year");--> statement-breakpoint
CREATE INDEX "search_docs_date_idx" ON "search_docs" USING btree ("kind","published_date");--> statement-breakpoint
CREATE INDEX "search_docs_doi_idx" ON "search_docs" USING btree ("doi" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_docs_tsv_gin" ON "search_docs" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_docs_title_gin" ON "search_docs" USING gin ("tsv_title");--> statement-breakpoint
CREATE INDEX "search_docs_keyword_gin" ON "search_docs" USING gin ("tsv_keyword");--> statement-breakpoint
CREATE INDEX "search_docs_author_gin" ON "search_docs" USING gin ("tsv_author");--> statement-breakpoint
CREATE INDEX "search_docs_institution_gin" ON "search_docs" USING gin ("tsv_institution");--> statement-breakpoint
CREATE INDEX "search_docs_abstract_gin" ON "search_docs" USING gin ("tsv_abstract");--> statement-breakpoint
CREATE INDEX "search_docs_sponsor_gin" ON "search_docs" USING gin ("tsv_sponsor");--> statement-breakpoint
CREATE INDEX "search_docs_caption_gin" ON "search_docs" USING gin ("tsv_caption");--> statement-breakpoint
CREATE INDEX "search_docs_label_gin" ON "search_docs" USING gin ("tsv_label");--> statement-breakpoint
CREATE INDEX "search_docs_article_title_gin" ON "search_docs" USING gin ("tsv_article_title");--> statement-breakpoint
CREATE INDEX "search_docs_title_trgm" ON "search_docs" USING gin ("title_norm" gin_trgm_ops);