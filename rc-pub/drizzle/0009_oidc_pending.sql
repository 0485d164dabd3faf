CREATE TABLE "oidc_pending" (
	"handle_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oidc_pending_expires_idx" ON "oidc_pending" USING btree ("expires_at");