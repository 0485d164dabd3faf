CREATE TABLE "article_pdfs" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"version_key" text,
	"file_id" integer NOT NULL,
	"pages" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_renditions" (
	"file_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rendition_file_id" integer NOT NULL,
	CONSTRAINT "file_renditions_file_id_purpose_format_width_pk" PRIMARY KEY("file_id","purpose","format","width")
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "article_resources" ADD COLUMN "doi" text;--> statement-breakpoint
ALTER TABLE "article_sources" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "storage" text DEFAULT 'db' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "article_pdfs" ADD CONSTRAINT "article_pdfs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_pdfs" ADD CONSTRAINT "article_pdfs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_renditions" ADD CONSTRAINT "file_renditions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_renditions" ADD CONSTRAINT "file_renditions_rendition_file_id_files_id_fk" FOREIGN KEY ("rendition_file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;