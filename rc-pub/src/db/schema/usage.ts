/**
 * Usage counts (docs/product/usage.md: article usage and ranking windows): COUNTER Release 5 item metrics per
 * article per UTC day, and the citation edges between articles held in the portal (references matched by DOI).
 * Written by rc-pub/src/usage/ (the batched counter) and rc-pub/src/usage/citations.ts (recomputed on import).
 */
import { date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { articles } from './content.js';

/** The COUNTER R5 item metrics counted per article and day, as stored in `article_usage_daily.metric`. */
export const METRIC = { abstract: 1, fulltext: 2, download: 3 } as const;
/** The name of a stored metric (abstract, fulltext, download). */
export type MetricName = keyof typeof METRIC;
/** The stored code of a metric (1, 2, 3). */
export type MetricCode = (typeof METRIC)[MetricName];

/**
 * One article's count of one metric on one UTC day. `metric`: 1 abstract view (COUNTER Total_Item_Investigations of
 * the landing page), 2 full-text view (Total_Item_Requests, HTML), 3 download (Total_Item_Requests, file); see
 * {@link METRIC}. `count` is already filtered (double clicks within 30 s counted once, crawlers left out).
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
