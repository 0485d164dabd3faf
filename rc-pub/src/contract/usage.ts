/**
 * Wire shapes of usage counts and rankings (/front/front-article/statistics and /front/rank,
 * their metrics and windows; docs/product/usage.md). Counts follow COUNTER Release 5 item metrics (rc-pub/src/usage/counter.ts):
 * double clicks within 30 s count once, crawlers (isbot) are left out.
 */
import type {
  ArticleUsageWire,
  RankEntryWire,
  RankWire,
  RecordUsageWire,
  UsageMonthWire,
} from './wire-schemas/usage.js';
export { RANK_METRICS, type RankMetric, RANK_WINDOWS, type RankWindow } from './enums.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type { ArticleUsageWire, RankEntryWire, RankWire, RecordUsageWire, UsageMonthWire };

/** The paths of the usage calls (beside RcPubPaths; every path is under /rc-pub). */
export const UsagePaths = {
  /** POST `RecordUsageBody` → `RecordUsageWire`: one reader event (headers user-agent, x-client-ip, token). */
  recordUsage: '/rc-pub/front/front-article/usage',
  /**
   * POST `RecordSearchBody` → `RecordUsageWire`: a search a reader ran, as the results page reports it (COUNTER
   * Searches_Platform; headers user-agent, x-client-ip, token).
   */
  recordSearch: '/rc-pub/front/search/usage',
  /** GET ?id= → `ArticleUsageWire` (docs/product/usage.md#article-usage). */
  statistics: '/rc-pub/front/front-article/statistics',
  /** GET ?siteId=&publicationId?=&metric=&window=&size= → `RankWire` (docs/product/usage.md#rankings). */
  rank: '/rc-pub/front/rank',
} as const;

/** What a reader did with an article that the page reports: opened its page (abstract) or read its full text. */
export const PAGE_USAGE_METRICS = ['abstract', 'fulltext'] as const;
export type PageUsageMetric = (typeof PAGE_USAGE_METRICS)[number];

/**
 * POST recordSearch body: the site the search ran on and the search as the results page asked it (the search input:
 * terms, filters, `page` from 0, `size`, `sort`; docs/product/usage.md#counter-metrics).
 */
export interface RecordSearchBody {
  siteId: number;
  search: Record<string, unknown>;
}

/** Most properties of a reported search, and the largest reported search in bytes of JSON. */
export const RECORD_SEARCH_LIMITS = { properties: 40, bytes: 4096 } as const;

/** Most entries a ranking answers. */
export const RANK_MAX_SIZE = 50;

/** POST recordUsage body: `articleId` was opened (`abstract`) or its full text was read (`fulltext`). */
export interface RecordUsageBody {
  articleId: number;
  metric: PageUsageMetric;
}
