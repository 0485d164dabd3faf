/**
 * Wire shapes of usage counts and rankings (/front/front-article/statistics and /front/rank,
 * their metrics and windows; docs/product/usage.md). Counts follow COUNTER Release 5 item metrics (rc-pub/src/usage/counter.ts):
 * double clicks within 30 s count once, crawlers (isbot) are left out.
 */
import type { ArticleSummaryWire } from './wire.js';

/** The paths of the usage calls (beside RcPubPaths; every path is under /rc-pub). */
export const UsagePaths = {
  /** POST `RecordUsageBody` → `RecordUsageWire`: one reader event (headers user-agent, x-client-ip, token). */
  recordUsage: '/rc-pub/front/front-article/usage',
  /** GET ?id= → `ArticleUsageWire` (docs/product/usage.md#article-usage). */
  statistics: '/rc-pub/front/front-article/statistics',
  /** GET ?siteId=&publicationId?=&metric=&window=&size= → `RankWire` (docs/product/usage.md#rankings). */
  rank: '/rc-pub/front/rank',
} as const;

/** What a reader did with an article that the page reports: opened its page (abstract) or read its full text. */
export const PAGE_USAGE_METRICS = ['abstract', 'fulltext'] as const;
export type PageUsageMetric = (typeof PAGE_USAGE_METRICS)[number];

/** What a ranking orders by (docs/product/usage.md#rankings): views (abstract views), downloads, citations in the portal. */
export const RANK_METRICS = ['views', 'downloads', 'citations'] as const;
export type RankMetric = (typeof RANK_METRICS)[number];

/** Ranking windows (docs/product/usage.md#rankings): the last 3 or 6 months, 1, 2 or 3 years, or all time. */
export const RANK_WINDOWS = ['3m', '6m', '1y', '2y', '3y', 'all'] as const;
export type RankWindow = (typeof RANK_WINDOWS)[number];

/** Most entries a ranking answers. */
export const RANK_MAX_SIZE = 50;

/** POST recordUsage body: `articleId` was opened (`abstract`) or its full text was read (`fulltext`). */
export interface RecordUsageBody {
  articleId: number;
  metric: PageUsageMetric;
}

/**
 * recordUsage's answer: `counted` false when the event was left out (a crawler's user agent, or a double click: the
 * same reader, article and metric within 30 s). Counted events reach the database within the flush interval.
 */
export interface RecordUsageWire {
  counted: boolean;
}

/** One calendar month (UTC) of an article's counts. `month` is 'YYYY-MM'. */
export interface UsageMonthWire {
  month: string;
  abstractViews: number;
  fulltextViews: number;
  downloads: number;
}

/**
 * An article's usage (docs/product/usage.md#article-usage): all-time totals, the number of portal articles citing it (`citedBy`), and
 * the last 12 months oldest first (months without counts included as zeros). Counts still in the write buffer are
 * included.
 */
export interface ArticleUsageWire {
  articleId: number;
  abstractViews: number;
  fulltextViews: number;
  downloads: number;
  citedBy: number;
  /** True when the article's JATS XML can be downloaded (GET /rc-pub/front/files/download?kind=xml&articleId=). */
  xml: boolean;
  months: UsageMonthWire[];
}

/** One place of a ranking: 1-based `rank`, the `count` in the window, the article. */
export interface RankEntryWire {
  rank: number;
  count: number;
  article: ArticleSummaryWire;
}

/**
 * A ranking (docs/product/usage.md#rankings): the site's journals (`publicationId` null; a group's or the aggregate site's
 * journals) or one journal. `from`: first UTC day counted (ISO date), null for window 'all'. Articles with a count of
 * 0 are not ranked.
 */
export interface RankWire {
  siteId: number;
  publicationId: number | null;
  metric: RankMetric;
  window: RankWindow;
  from: string | null;
  entries: RankEntryWire[];
}
