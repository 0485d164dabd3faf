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
  /** GET ?id= → `ArticleUsageWire` (docs/product/usage.md#article-usage). */
  statistics: '/rc-pub/front/front-article/statistics',
  /** GET ?siteId=&publicationId?=&metric=&window=&size= → `RankWire` (docs/product/usage.md#rankings). */
  rank: '/rc-pub/front/rank',
} as const;

/** What a reader did with an article that the page reports: opened its page (abstract) or read its full text. */
export const PAGE_USAGE_METRICS = ['abstract', 'fulltext'] as const;
export type PageUsageMetric = (typeof PAGE_USAGE_METRICS)[number];

/** Most entries a ranking answers. */
export const RANK_MAX_SIZE = 50;

/** POST recordUsage body: `articleId` was opened (`abstract`) or its full text was read (`fulltext`). */
export interface RecordUsageBody {
  articleId: number;
  metric: PageUsageMetric;
}
