CREATE TABLE "article_sources" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"jats_xml" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "gbt_edition" text DEFAULT '2015' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_sources" ADD CONSTRAINT "article_sources_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at","id");