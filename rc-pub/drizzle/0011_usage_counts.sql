CREATE TABLE "article_citations" (
	"cited_id" integer NOT NULL,
	"citing_id" integer NOT NULL,
	CONSTRAINT "article_citations_cited_id_citing_id_pk" PRIMARY KEY("cited_id","citing_id")
);
--> statement-breakpoint
CREATE TABLE "article_usage_daily" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"metric" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_usage_daily_article_id_metric_day_pk" PRIMARY KEY("article_id","metric","day")
);
--> statement-breakpoint
ALTER TABLE "article_citations" ADD CONSTRAINT "article_citations_cited_id_articles_id_fk" FOREIGN KEY ("cited_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_citations" ADD CONSTRAINT "article_citations_citing_id_articles_id_fk" FOREIGN KEY ("citing_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_usage_daily" ADD CONSTRAINT "article_usage_daily_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_citations_citing_idx" ON "article_citations" USING btree ("citing_id");--> statement-breakpoint
CREATE INDEX "article_usage_daily_rank_idx" ON "article_usage_daily" USING btree ("metric","day","article_id","count");