/**
 * rc-pub's usage calls (statistics and /front/rank, docs/product/usage.md; shapes in rc-pub/src/contract/usage.ts) as one
 * request's caller. The reader's user agent goes along as `user-agent`: rc-pub leaves crawlers out by it (COUNTER R5).
 */
import {
  type ArticleUsageWire,
  type PageUsageMetric,
  type RankMetric,
  type RankWindow,
  type RankWire,
  type RecordUsageWire,
  UsagePaths,
} from 'rc-pub/contract';
import type { RcPubCaller, RcPubHttp } from './http.js';

/** Query of a ranking: the site, optionally one of its journals, what to order by, the window and the size. */
export interface RankQuery {
  siteId: number;
  publicationId?: number | undefined;
  metric: RankMetric;
  window: RankWindow;
  size: number;
}

/** The usage calls of one caller; `userAgent` is the browser's (absent: rc-pub counts nothing). */
export class UsageApi {
  constructor(
    private readonly http: RcPubHttp,
    private readonly caller: RcPubCaller,
    private readonly userAgent: string | undefined,
  ) {}

  /** Counts one event (POST recordUsage); whether it counted. */
  async record(articleId: number, metric: PageUsageMetric): Promise<boolean> {
    const headers: Record<string, string> = this.userAgent ? { 'user-agent': this.userAgent } : {};
    const r = await this.http.postData<RecordUsageWire>(
      this.caller,
      UsagePaths.recordUsage,
      { articleId, metric },
      'object',
      headers,
    );
    return r.counted;
  }

  /**
   * Reports a search a reader ran on `siteId` (POST recordSearch; COUNTER Searches_Platform); whether it counted.
   * @throws GatewayError NOT_FOUND for an unknown site, BAD_REQUEST for a search rc-pub refuses
   */
  async recordSearch(siteId: number, search: Record<string, unknown>): Promise<boolean> {
    const headers: Record<string, string> = this.userAgent ? { 'user-agent': this.userAgent } : {};
    const r = await this.http.postData<RecordUsageWire>(
      this.caller,
      UsagePaths.recordSearch,
      { siteId, search },
      'object',
      headers,
    );
    return r.counted;
  }

  /** An article's counts (GET statistics). @throws GatewayError NOT_FOUND for an unknown article */
  statistics(id: number): Promise<ArticleUsageWire> {
    return this.http.getData<ArticleUsageWire>(this.caller, UsagePaths.statistics, { id }, 'object');
  }

  /** A ranking (GET /front/rank). @throws GatewayError NOT_FOUND for an unknown site or a journal it does not show */
  rank(q: RankQuery): Promise<RankWire> {
    return this.http.getData<RankWire>(this.caller, UsagePaths.rank, { ...q }, 'object');
  }
}
