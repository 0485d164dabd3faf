ALTER TABLE "header_configs" ADD COLUMN "header_height" integer;--> statement-breakpoint
ALTER TABLE "header_configs" ADD COLUMN "width_base" integer;--> statement-breakpoint
ALTER TABLE "header_configs" ADD COLUMN "fixed_resource_type" text;--> statement-breakpoint
ALTER TABLE "header_configs" ADD COLUMN "language_menu" integer DEFAULT 0 NOT NULL;