CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text DEFAULT 'link' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"url" text,
	"target_id" integer,
	"doi" text,
	"vas_doc_link" text,
	"picture_url" text,
	"picture_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"enable" integer DEFAULT 1 NOT NULL,
	"link_value" text,
	"banner_id" integer,
	"banner_url" text,
	"news_data_type" text,
	"style_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"content_zh" text,
	"content_en" text
);
--> statement-breakpoint
CREATE TABLE "custom_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"link_value" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_configs" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"toolbar_style" integer DEFAULT 1 NOT NULL,
	"show_logo" integer DEFAULT 1 NOT NULL,
	"qr_url" text,
	"qr_message" text,
	"background_color" text DEFAULT '#ebebeb' NOT NULL,
	"postcode" text,
	"phone" text,
	"email" text,
	"fax" text,
	"ch_logo" integer,
	"en_logo" integer,
	"ch_logo_name" text,
	"en_logo_name" text,
	"css_content" text,
	"address" text,
	"en_address" text,
	"copyright" text,
	"en_copyright" text,
	"icp" text,
	"picp" text,
	"picp_link" text,
	"link_address" text,
	"show_visits" integer DEFAULT 0 NOT NULL,
	"sum_visits" integer DEFAULT 0 NOT NULL,
	"today_visits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_configs" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"nav_style" integer DEFAULT 1 NOT NULL,
	"ceiling" integer DEFAULT 0 NOT NULL,
	"show_login" integer DEFAULT 1 NOT NULL,
	"group_entrance" integer DEFAULT 0 NOT NULL,
	"search_box" integer DEFAULT 1 NOT NULL,
	"adv_search" integer DEFAULT 1 NOT NULL,
	"resource_search" integer DEFAULT 1 NOT NULL,
	"resource_type" text DEFAULT '428;-3;25;29;28;-2;0' NOT NULL,
	"nav_distribution" integer DEFAULT 0 NOT NULL,
	"switch_language" integer DEFAULT 1 NOT NULL,
	"greeting" text,
	"en_greeting" text,
	"pc_logo" integer,
	"mobile_logo" integer,
	"en_pc_logo" integer,
	"en_mobile_logo" integer,
	"pc_logo_url" text,
	"mobile_logo_url" text,
	"en_pc_logo_url" text,
	"en_mobile_logo_url" text,
	"background_cover_id" integer,
	"background_url" text,
	"css_content" text
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"type" text NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"size" integer DEFAULT 6 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_publications" (
	"site_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_publications_site_id_publication_id_pk" PRIMARY KEY("site_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"sld" text NOT NULL,
	"type" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"gray_type" integer DEFAULT 0 NOT NULL,
	"umt_flag" integer DEFAULT 0 NOT NULL,
	"template_id" integer DEFAULT 1 NOT NULL,
	"group_type" integer DEFAULT 0 NOT NULL,
	"colour" integer DEFAULT 1 NOT NULL,
	"colour1" text,
	"colour2" text,
	"colour3" text,
	"picture_url" text,
	"logo1" text,
	"keywords" text,
	"domain" text,
	"publication_id" integer,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"res_name_zh" text NOT NULL,
	"res_name_en" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'link' NOT NULL,
	"platform_type" text,
	"cover" text,
	"cover_id" integer,
	"link_value2" text,
	"link_type2" text,
	"bounce_picture_url" text,
	"url" text,
	"description" text,
	"picture_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_items" (
	"album_id" integer NOT NULL,
	"resource_type" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "album_items_album_id_resource_type_resource_id_pk" PRIMARY KEY("album_id","resource_type","resource_id")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"description_zh" text,
	"description_en" text,
	"cover_file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"jats_id" text,
	"label" text,
	"caption_html" text,
	"caption_text" text,
	"href" text,
	"mime" text,
	"file_id" integer,
	"table_html" text,
	"lang" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_texts" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"is_original" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"subtitle" text,
	"abstract_html" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"body_html" text,
	"outline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "article_texts_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"issue_id" integer,
	"doi" text,
	"ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"article_type" text,
	"column_zh" text,
	"column_en" text,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"affiliations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_date" date,
	"accepted_date" date,
	"published_date" date,
	"fpage" text,
	"lpage" text,
	"elocation_id" text,
	"license_url" text,
	"license_text" text,
	"publication_type" integer DEFAULT 0 NOT NULL,
	"open_access" integer DEFAULT 0 NOT NULL,
	"version_label" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"citations" integer DEFAULT 0 NOT NULL,
	"source_file" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"isbn" text,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"authors" text,
	"edition" text,
	"publisher" text,
	"year" integer,
	"catalogue" text,
	"cover_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"topic_id" integer,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"title_zh" text,
	"title_en" text,
	"affiliation_zh" text,
	"affiliation_en" text,
	"bio_zh" text,
	"bio_en" text,
	"photo_file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"year" integer,
	"volume" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"pub_date" date,
	"title_zh" text,
	"title_en" text,
	"cover_file_id" integer,
	"online_first" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"news_data_type" text DEFAULT 'news' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary_zh" text,
	"summary_en" text,
	"content_zh" text,
	"content_en" text,
	"top_picture_url" text,
	"top_picture_id" integer,
	"picture_url" text,
	"cover_id" integer,
	"original" integer DEFAULT 1 NOT NULL,
	"source_link" text,
	"is_top" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"abbrev" text,
	"issn" text,
	"eissn" text,
	"cn" text,
	"publisher_zh" text,
	"publisher_en" text,
	"sponsor_zh" text,
	"sponsor_en" text,
	"description_zh" text,
	"description_en" text,
	"language" text DEFAULT 'en' NOT NULL,
	"cover_file_id" integer,
	"indexed" text,
	"group_type" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_album_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"resource_type" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"cover_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"resource_type" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"site_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"value" text,
	"publication_id" integer,
	"site_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_no" text NOT NULL,
	"email" text,
	"name" text,
	"password_hash" text,
	"head_picture_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_buttons" ADD CONSTRAINT "custom_buttons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD CONSTRAINT "footer_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_configs" ADD CONSTRAINT "header_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_publications" ADD CONSTRAINT "site_publications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_publications" ADD CONSTRAINT "site_publications_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_items" ADD CONSTRAINT "album_items_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_resources" ADD CONSTRAINT "article_resources_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_resources" ADD CONSTRAINT "article_resources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_texts" ADD CONSTRAINT "article_texts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_album_items" ADD CONSTRAINT "member_album_items_album_id_member_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."member_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_albums" ADD CONSTRAINT "member_albums_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_downloads" ADD CONSTRAINT "member_downloads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favourites" ADD CONSTRAINT "member_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_site_idx" ON "banners" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "channels_site_idx" ON "channels" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "custom_buttons_site_idx" ON "custom_buttons" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "modules_channel_idx" ON "modules" USING btree ("channel_id","sort");--> statement-breakpoint
CREATE INDEX "site_publications_pub_idx" ON "site_publications" USING btree ("publication_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_sld_uq" ON "sites" USING btree ("sld");--> statement-breakpoint
CREATE INDEX "tools_site_idx" ON "tools" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "albums_site_idx" ON "albums" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "article_resources_article_idx" ON "article_resources" USING btree ("article_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_doi_uq" ON "articles" USING btree ("doi");--> statement-breakpoint
CREATE INDEX "articles_issue_idx" ON "articles" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "articles_pub_idx" ON "articles" USING btree ("publication_id","published_date");--> statement-breakpoint
CREATE INDEX "books_site_idx" ON "books" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "experts_site_idx" ON "experts" USING btree ("site_id","topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_sha_uq" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_key_uq" ON "issues" USING btree ("publication_id","year","volume","number");--> statement-breakpoint
CREATE INDEX "news_site_idx" ON "news" USING btree ("site_id","is_top","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_code_uq" ON "publications" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_album_items_uq" ON "member_album_items" USING btree ("album_id","resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "member_albums_member_idx" ON "member_albums" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_downloads_member_idx" ON "member_downloads" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_favourites_uq" ON "member_favourites" USING btree ("member_id","resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_subscriptions_email_idx" ON "member_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_uq" ON "members" USING btree ("mobile_no");