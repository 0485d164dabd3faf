-- COUNTER records (docs/product/usage.md#counter-reports-sushi; db/schema/counter.ts).
-- `counter_customers`: the customers of the site file's `counter` section. Until now rc-pub created it at the first
-- apply that configured a customer (CREATE TABLE IF NOT EXISTS, same columns), so a database may already hold it with
-- its rows: IF NOT EXISTS keeps them. Its primary key serves a requester's customer_id look-up.
CREATE TABLE IF NOT EXISTS "counter_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"api_key_sha256" text NOT NULL,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- `platform_searches_daily`: searches run per UTC day and site (PR_P1 Searches_Platform, usage/searches.ts). Its
-- primary key (day, site_id) serves the flush's upsert and PR_P1's sums over a day range, for all sites or some.
CREATE TABLE "platform_searches_daily" (
	"day" date NOT NULL,
	"site_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_searches_daily_day_site_id_pk" PRIMARY KEY("day","site_id")
);
