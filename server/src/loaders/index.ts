/**
 * Per-request DataLoaders for every parent-to-child fetch (batched where rc-pub takes ?ids=, de-duplicated
 * otherwise), plus the cached per-site configuration.
 */
import DataLoader from 'dataloader';
import type {
  PublicationWire,
  IssueWire,
  IssueYearWire,
  ArticleSummaryWire,
  ArticleDetailWire,
  NewsDetailWire,
  ChannelInfoWire,
  NewsWire,
  Page,
  CitationWire,
} from 'rc-pub/contract';
import { ErrorCode } from 'rc-pub/contract';
import { isGatewayError } from '../domain/errors.js';
import type { ArticleListQuery, RcPubClient } from '../rc-pub/client.js';
import { type AlbumLoaders, createAlbumLoaders } from './albums.js';
import { dedupe } from './dedupe.js';
import { createSearchLoaders, type SearchLoaders } from './search.js';
import { type SiteConfigCache, siteConfigLoader, type SiteConfigLoader } from './site-config.js';

/** rc-pub's largest page size (PageSize maximum). */
export const RC_PUB_MAX_PAGE = 100;
/** Largest table of contents fetched for one issue. */
export const MAX_ISSUE_ARTICLES = 1000;

/** Every article of an issue in page order: the first page, then the rest in parallel. */
async function issueArticles(client: RcPubClient, issueId: number): Promise<ArticleSummaryWire[]> {
  const first = await client.articleList({ issueId, page: 0, size: RC_PUB_MAX_PAGE });
  const pages = Math.min(Math.ceil(first.total / RC_PUB_MAX_PAGE), MAX_ISSUE_ARTICLES / RC_PUB_MAX_PAGE);
  if (pages <= 1) return first.content;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => client.articleList({ issueId, page: i + 1, size: RC_PUB_MAX_PAGE })),
  );
  return [first, ...rest].flatMap((p) => p.content);
}

/** Query of a news list page (/front/front-news/list, docs/product/content.md#news): siteId, newsDataType, page from 0, size. */
export type NewsListQuery = Parameters<RcPubClient['newsList']>[0];

/** The loaders of one request. Values are null when rc-pub has no such record. */
export interface Loaders {
  /** Journal by id (batched via ?ids=). */
  publication: DataLoader<number, PublicationWire | null>;
  /** Issue by id (batched via ?ids=). */
  issue: DataLoader<number, IssueWire | null>;
  /** Table of contents of an issue, in page order. */
  articlesByIssue: DataLoader<number, ArticleSummaryWire[]>;
  /** Article detail by id. */
  article: DataLoader<number, ArticleDetailWire | null>;
  /** Article summary by id (batched via the article list's ?ids=), e.g. the articles of search hits. */
  articleSummary: DataLoader<number, ArticleSummaryWire | null>;
  /** One page of an article list (e.g. a home module's online-first or most-read articles), by its query. */
  articleList: DataLoader<ArticleListQuery, Page<ArticleSummaryWire>, string>;
  /** Article detail by DOI. */
  articleByDoi: DataLoader<string, ArticleDetailWire | null>;
  /** The newest two regular issues of a journal (newest first), by publication id. */
  firstTwoIssues: DataLoader<number, IssueWire[]>;
  /** Issues grouped by year, by publication id. */
  issuesByYear: DataLoader<number, IssueYearWire[]>;
  /** Journals of a site, by site id. */
  publicationsBySite: DataLoader<number, PublicationWire[]>;
  /** One page of a site's news of one type (a home news module), by its query. */
  newsList: DataLoader<NewsListQuery, Page<NewsWire>, string>;
  /** News detail by id. */
  news: DataLoader<number, NewsDetailWire | null>;
  /** Channel with its content by id. */
  channel: DataLoader<number, ChannelInfoWire | null>;
  /** One article's citation in a style, linked to a site's article page, by its query. */
  citation: DataLoader<Parameters<RcPubClient['cite']>[0], CitationWire, string>;
  /** GB/T 7714 citations of an id list on a site (batchPublicizeInfo, docs/product/citation-and-harvest.md#batch-citation), by site and ids. */
  batchCitation: DataLoader<{ siteId: number; ids: number[] }, CitationWire[], string>;
  /** Cached per-site configuration. */
  site: SiteConfigLoader;
  /** Searches and facets (de-duplicated per request). */
  search: SearchLoaders;
  /** Site albums. */
  albums: AlbumLoaders;
}

/** NOT_FOUND becomes null; other errors stay errors (per key). */
async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (isGatewayError(e, ErrorCode.NOT_FOUND)) return null;
    throw e;
  }
}

function single<K, V>(load: (k: K) => Promise<V>): DataLoader<K, V> {
  return new DataLoader<K, V>(
    (keys) =>
      Promise.all(keys.map((k) => load(k).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))))),
    { batch: false },
  );
}

function byIds<T extends { id: number }>(fetch: (ids: number[]) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const rows = await fetch([...ids]);
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
    },
    { maxBatchSize: 100 },
  );
}

/** Creates the loaders for one request. */
export function createLoaders(client: RcPubClient, cache: SiteConfigCache): Loaders {
  return {
    publication: byIds((ids) => client.publications({ ids })),
    issue: byIds((ids) => client.periods(ids)),
    articlesByIssue: single((issueId) => issueArticles(client, issueId)),
    article: single((id) => orNull(client.article(id))),
    articleSummary: byIds(async (ids) => (await client.articleList({ ids, page: 0, size: ids.length })).content),
    articleList: dedupe((q) => client.articleList(q)),
    articleByDoi: single((doi) => orNull(client.articleByDoi(doi))),
    firstTwoIssues: single((publicationId) => client.firstTwoPeriods(publicationId)),
    issuesByYear: single((publicationId) => client.journalDataByYear({ publicationId })),
    publicationsBySite: single((siteId) => client.publications({ siteId })),
    newsList: dedupe((q) => client.newsList(q)),
    news: single((id) => orNull(client.news(id))),
    channel: single((id) => orNull(client.channelInfo(id))),
    citation: dedupe((q) => client.cite(q)),
    batchCitation: dedupe((q) => client.batchPublicizeInfo(q.siteId, q.ids)),
    site: siteConfigLoader(cache, client),
    search: createSearchLoaders(client),
    albums: createAlbumLoaders(client),
  };
}
