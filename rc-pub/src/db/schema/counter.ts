/**
 * COUNTER R5.1 records besides the article counts (docs/product/usage.md#counter-reports-sushi): the customers of the
 * site file's `counter` section (docs/product/usage.md#keys-and-customers) and the searches run on the platform, the
 * Searches_Platform of PR_P1 (docs/product/usage.md#counter-metrics).
 */
import { date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * A COUNTER customer of the site file (replaced as a whole by each `sites apply` that has a `counter` section):
 * `customerId` as harvesters send it, `name` (Institution_Name of the member list), the SHA-256 of its API key as
 * lower-case hex (the key itself is never stored), the subdomains of the sites whose journals it may see (empty:
 * every site), and `sort`, its position in the file.
 */
export const counterCustomers = pgTable('counter_customers', {
  // serves the look-up of a requester's customer_id (services/counter/requester.ts) and keeps ids unique
  customerId: text('customer_id').primaryKey(),
  name: text('name').notNull(),
  apiKeySha256: text('api_key_sha256').notNull(),
  sites: jsonb('sites').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

/**
 * Searches run on one site on one UTC day (COUNTER Searches_Platform): a reader's search results query (basic or
 * advanced search, first page), crawlers left out and an identical search by the same user within 30 s counted
 * once (usage/searches.ts). No foreign key: a removed site's searches stay in the platform's totals.
 */
export const platformSearchesDaily = pgTable(
  'platform_searches_daily',
  {
    day: date('day').notNull(),
    siteId: integer('site_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  // serves the flush's upsert and PR_P1's monthly sums (a day range, all sites or a customer's sites)
  (t) => [primaryKey({ columns: [t.day, t.siteId] })],
);
