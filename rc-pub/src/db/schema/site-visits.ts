/**
 * Site visit counts (docs/product/usage.md#site-visit-counters; the footer's showVisits/sumVisits/todayVisits, shown
 * only when enabled): one row per site and day, written in batches by usage/site-visits.ts.
 *
 * A visit is a server-rendered HTML page view of the site by a browser that is not a crawler (isbot) and not a
 * prefetch, counted at most once per visitor (hash of client IP and user agent, held in memory only) per site per
 * 30 minutes. `day` is the calendar day in Asia/Shanghai (the portal's timezone), so "today" turns at 00:00 China time.
 */
import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

/** Visits of a site on one day (Asia/Shanghai calendar day); `count` is already filtered (bots, repeats). */
export const siteVisits = pgTable(
  'site_visits',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  // serves the flush's upsert and a site's totals (today's row and the sum over its rows)
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);
