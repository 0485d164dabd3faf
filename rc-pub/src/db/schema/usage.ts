/**
 * Usage counts (docs/product/usage.md: article usage and ranking windows): COUNTER Release 5 item metrics per
 * article per UTC day, and the citation edges between articles held in the portal (references matched by DOI).
 * Written by rc-pub/src/usage/ (the batched counter) and rc-pub/src/usage/citations.ts (recomputed on import).
 */
import { date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { articles } from './content.js';

/**
 * The reader events counted per article and day, as stored in `article_usage_daily.metric`: 1 article page view
 * ("abstract view"), 2 full-text view (beacon), 3 download. Every reader of the table names the codes it sums.
 */
export const METRIC = { abstract: 1, fulltext: 2, download: 3 } as const;
/** The name of a reader event (abstract, fulltext, download). */
export type MetricName = keyof typeof METRIC;
/** The stored code of a reader event (1, 2, 3). */
export type MetricCode = (typeof METRIC)[MetricName];

/**
 * Session-unique counts (COUNTER R5.1 section 7.3; docs/product/usage.md#counter-metrics), stored in the same table
 * beside {@link METRIC}: 4 the first page view or download of an article in a user session (an hour of one user,
 * usage/sessions.ts), 5 the first download of an article in a session. COUNTER's Unique_Item_Investigations are code
 * 4; Unique_Item_Requests are code 4 for an article with a full text (its page shows it) and code 5 for one without.
 */
export const UNIQUE_METRIC = { investigation: 4, download: 5 } as const;
/** The stored code of a session-unique count (4, 5). */
export type UniqueMetricCode = (typeof UNIQUE_METRIC)[keyof typeof UNIQUE_METRIC];
/** Any code of `article_usage_daily.metric` (1-5). */
export type StoredMetricCode = MetricCode | UniqueMetricCode;

/**
 * One article's count of one metric on one UTC day. `metric`: 1 page view ("abstract view"), 2 full-text view
 * (beacon), 3 download ({@link METRIC}); 4 and 5 session-unique investigations and downloads ({@link UNIQUE_METRIC}).
 * `count` is already filtered (double clicks within 30 s counted once, crawlers left out).
 */
export const articleUsageDaily = pgTable(
  'article_usage_daily',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    metric: smallint('metric').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    // serves an article's monthly chart (usage/repository articleMonthly) and the flush's upsert
    primaryKey({ columns: [t.articleId, t.metric, t.day] }),
    // serves the rankings of a window (docs/product/usage.md#rankings): metric and day range, read index-only with article and count
    index('article_usage_daily_rank_idx').on(t.metric, t.day, t.articleId, t.count),
  ],
);

/**
 * A citation inside the portal: article `citingId` has a reference whose DOI is the DOI of article `citedId`
 * (case-insensitive); one row per pair. Rebuilt after each import (usage/citations.ts); `articles.citations` is the
 * count of rows per `citedId`.
 */
export const articleCitations = pgTable(
  'article_citations',
  {
    citedId: integer('cited_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    citingId: integer('citing_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.citedId, t.citingId] }),
    // serves the removal of a re-imported article's outgoing citations
    index('article_citations_citing_idx').on(t.citingId),
  ],
);
