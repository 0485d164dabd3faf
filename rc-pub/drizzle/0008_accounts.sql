-- Brute-force guard: wrong passwords are counted per member from the first in a 15-minute window; 10 stop
-- password login until an SMS login or a password reset (accounts/password-guard.ts).
ALTER TABLE "members" ADD COLUMN "login_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "login_failures_since" timestamp with time zone;