CREATE TABLE "member_basket_entries" (
	"member_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_basket_entries_member_id_article_id_pk" PRIMARY KEY("member_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "parent_session_id" integer;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "member_basket_entries" ADD CONSTRAINT "member_basket_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_basket_entries" ADD CONSTRAINT "member_basket_entries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_basket_entries_article_idx" ON "member_basket_entries" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "member_sessions_family_idx" ON "member_sessions" USING btree ("family_id");