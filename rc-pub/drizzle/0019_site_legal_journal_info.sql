ALTER TABLE "footer_configs" ADD COLUMN "accessibility_zh" text;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD COLUMN "accessibility_en" text;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD COLUMN "privacy_zh" text;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD COLUMN "privacy_en" text;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD COLUMN "agreement_zh" text;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD COLUMN "agreement_en" text;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD COLUMN "terms_zh" text;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD COLUMN "terms_en" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "journal_info" jsonb;