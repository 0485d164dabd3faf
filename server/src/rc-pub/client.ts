/**
 * Typed rc-pub client (docs/product/calls-and-errors.md#path-catalogue): one method per path of rc-pub/src/contract/paths.ts, returning the wire types of
 * rc-pub/src/contract/wire.ts. It knows nothing about GraphQL. Every call:
 * - adds `timestamps=<ms>` to GETs and the `language` header (zh|en), plus `token` when the member has a session;
 * - unwraps the envelope `{ status, message, data }`: status 0 → data; other statuses → {@link GatewayError} with
 *   the contract's code (401 UNAUTHENTICATED, 10001 FORBIDDEN_SITE, 10002 SITE_EXPIRED, 10003 SITE_MAINTENANCE,
 *   404 NOT_FOUND, 400 BAD_REQUEST, anything else UPSTREAM) and rc-pub's message;
 * - rejects a status-0 envelope whose `data` is missing or of the wrong kind (object/array) as UPSTREAM, so a broken
 *   answer is never cached as configuration;
 * - turns timeouts (RC_PUB_TIMEOUT_MS, 600000 ms by default as docs/product/calls-and-errors.md#request-conventions says; the caller's own, shorter deadline for server
 *   rendering) and connection failures into UPSTREAM_UNAVAILABLE;
 * - sends the gateway request's `x-request-id`, so rc-pub's logs line up with the gateway's, and the page origin as
 *   `x-portal-origin` when known (article URLs in citations).
 */
import type { Dispatcher } from 'undici';
import {
  RcPubPaths,
  type Page,
  type SiteWire,
  type GroupWire,
  type HeaderConfigWire,
  type PublicationConfigWire,
  type BasicInfoWire,
  type ChannelWire,
  type ChannelInfoWire,
  type BannerWire,
  type ToolWire,
  type FooterConfigWire,
  type ModuleWire,
  type PublicationWire,
  type IssueWire,
  type IssueYearWire,
  type ArticleSummaryWire,
  type ArticleDetailWire,
  type NewsWire,
  type NewsDetailWire,
  SearchPaths,
  type AdvancedSearchWire,
  type AnalyzeWire,
  type ClustersWire,
  type SearchQueryWire,
  type SearchResultWire,
  type SuggestionsWire,
  type CitationStyle,
  type CitationWire,
} from 'rc-pub/contract';
import { buildPath, type Query, type RcPubCaller, type RcPubHttp } from './http.js';
import { JournalApi } from './journal-client.js';
import { BasketApi } from './basket-client.js';
import { MemberApi } from './member-client.js';
import { AlbumApi } from './album-client.js';
import { EditorialApi } from './editorial-client.js';
import { UsageApi } from './usage-client.js';
import { SiteExtrasApi } from './site-client.js';

export { buildPath, RcPubHttp, type DataKind, type Query, type RcPubCaller, type RcPubHttpOptions } from './http.js';

/** GET parameters of a search (/front/search, /front/search/clusters): lists comma-joined, empty lists left out. */
export function searchQueryParams(q: SearchQueryWire): Query {
  const list = (v: readonly (string | number)[] | undefined) => (v?.length ? v.join(',') : undefined);
  return {
    ...q,
    publicationId: list(q.publicationId),
    year: list(q.year),
    column: list(q.column),
  };
}

/** Query of the article list (docs/product/calls-and-errors.md#articles). `page` counts from 0. */
export interface ArticleListQuery {
  issueId?: number;
  publicationId?: number;
  siteId?: number;
  ids?: number[];
  publicationType?: number;
  page?: number;
  size?: number;
  sort?: 'date' | 'views';
}

/** rc-pub as seen by one request (language and token fixed). One method per contract path. */
export class RcPubClient {
  constructor(
    private readonly http: RcPubHttp,
    readonly caller: RcPubCaller,
  ) {}

  /** The same client with another session token (reading the profile right after a sign-in). */
  withToken(token: string): RcPubClient {
    return new RcPubClient(this.http, { ...this.caller, token });
  }

  /** The usage calls (counts, statistics, rankings) as this caller, with the browser's user agent. */
  usage(userAgent?: string): UsageApi {
    return new UsageApi(this.http, this.caller, userAgent);
  }

  /** The member calls (accounts, favourites, history, albums) as this caller. */
  get member(): MemberApi {
    return new MemberApi(this.http, this.caller);
  }

  /** The member's citation basket as this caller. */
  get basket(): BasketApi {
    return new BasketApi(this.http, this.caller);
  }

  /** The journal pages' article lists and column tree as this caller. */
  get journal(): JournalApi {
    return new JournalApi(this.http, this.caller);
  }

  /** The site album calls (/front/album) as this caller. */
  get albums(): AlbumApi {
    return new AlbumApi(this.http, this.caller);
  }

  /** The legal pages' own texts and the journal home facts as this caller. */
  get siteExtras(): SiteExtrasApi {
    return new SiteExtrasApi(this.http, this.caller);
  }

  /** Experts, books and the book cloud as this caller. */
  get editorial(): EditorialApi {
    return new EditorialApi(this.http, this.caller);
  }

  private get<T>(path: string, query?: Query): Promise<T> {
    return this.http.getData<T>(this.caller, path, query);
  }
  /** GET of per-site configuration (cached across requests): `data` must be an object, else UPSTREAM. */
  private config<T>(path: string, query?: Query): Promise<T> {
    return this.http.getData<T>(this.caller, path, query, 'object');
  }
  /** GET of a per-site configuration list (cached across requests): `data` must be an array, else UPSTREAM. */
  private list<T extends unknown[]>(path: string, query?: Query): Promise<T> {
    return this.http.getData<T>(this.caller, path, query, 'array');
  }

  /** Site by subdomain (fixed path). 10001/10002/10003/404 become errors. */
  findBySld(sld: string): Promise<SiteWire> {
    return this.config(RcPubPaths.findBySld, { sld });
  }
  /** Site by id (fixed path). */
  findBySiteId(siteId: number): Promise<SiteWire> {
    return this.config(RcPubPaths.findBySiteId, { siteId });
  }
  /** Journals of a group/aggregate site with their sites (group entrance). */
  findGroup(siteId: number): Promise<GroupWire> {
    return this.config(RcPubPaths.findGroup, { siteId });
  }
  headerConfig(siteId: number): Promise<HeaderConfigWire> {
    return this.config(RcPubPaths.headerConfig, { siteId });
  }
  publicationConfig(siteId: number): Promise<PublicationConfigWire> {
    return this.config(RcPubPaths.publicationConfig, { siteId });
  }
  basicInfo(siteId: number): Promise<BasicInfoWire> {
    return this.config(RcPubPaths.basicInfo, { siteId });
  }
  /** Menu tree; filter=true keeps enabled items (the gateway still applies the visibility rules of docs/product/sites-and-frame.md#menu-visibility). */
  channels(siteId: number, filter = true): Promise<ChannelWire[]> {
    return this.list(RcPubPaths.channels, { siteId, filter });
  }
  channelInfo(channelId: number): Promise<ChannelInfoWire> {
    return this.get(RcPubPaths.channelInfo, { channelId });
  }
  banners(siteId: number): Promise<BannerWire[]> {
    return this.list(RcPubPaths.banners, { siteId });
  }
  tools(siteId: number): Promise<ToolWire[]> {
    return this.list(RcPubPaths.tools, { siteId });
  }
  footer(siteId: number): Promise<FooterConfigWire> {
    return this.config(RcPubPaths.footer, { siteId });
  }
  /** Modules of the home channel, in order. */
  modules(channelId: number): Promise<ModuleWire[]> {
    return this.list(RcPubPaths.modules, { channelId });
  }
  /** Journals of a site, or by ids. */
  publications(q: { siteId?: number; ids?: number[] }): Promise<PublicationWire[]> {
    return this.get(RcPubPaths.publications, { siteId: q.siteId, ids: q.ids?.join(',') });
  }
  publication(id: number): Promise<PublicationWire> {
    return this.get(`${RcPubPaths.publication}/${id}`);
  }
  /** The newest two regular issues of a journal, newest first. */
  firstTwoPeriods(publicationIndexId: number): Promise<IssueWire[]> {
    return this.get(RcPubPaths.firstTwoPeriods, { publicationIndexId });
  }
  /** Issues grouped by year (groupByYear=true). isBack=true omits the newest issue. */
  journalDataByYear(q: { publicationId?: number; siteId?: number; isBack?: boolean }): Promise<IssueYearWire[]> {
    return this.get(RcPubPaths.journalData, { ...q, groupByYear: true });
  }
  /** Issues as a flat list (groupByYear=false). */
  journalData(q: { publicationId?: number; siteId?: number; isBack?: boolean }): Promise<IssueWire[]> {
    return this.get(RcPubPaths.journalData, { ...q, groupByYear: false });
  }
  periods(ids: number[]): Promise<IssueWire[]> {
    return this.get(RcPubPaths.periods, { ids: ids.join(',') });
  }
  period(id: number): Promise<IssueWire> {
    return this.get(`${RcPubPaths.period}/${id}`);
  }
  articleList(q: ArticleListQuery): Promise<Page<ArticleSummaryWire>> {
    return this.get(RcPubPaths.articleList, { ...q, ids: q.ids?.join(',') });
  }
  article(id: number): Promise<ArticleDetailWire> {
    return this.get(`${RcPubPaths.article}/${id}`);
  }
  /** Up to `size` related articles of article `id` (docs/product/content.md#related-articles); unknown article → NOT_FOUND. */
  articleRelations(id: number, size: number): Promise<ArticleSummaryWire[]> {
    return this.list(RcPubPaths.articleRelations, { id, size });
  }
  articleByDoi(doi: string): Promise<ArticleDetailWire> {
    return this.get(RcPubPaths.articleByDoi, { doi });
  }
  /**
   * GB/T 7714 numeric citations of `ids` (1..500) in the order asked, unknown ids left out (batchPublicizeInfo,
   * docs/product/citation-and-harvest.md#batch-citation); URLs on site `siteId` when the caller knows the page origin.
   */
  batchPublicizeInfo(siteId: number, ids: readonly number[]): Promise<CitationWire[]> {
    return this.list(RcPubPaths.batchPublicizeInfo, { siteId, ids: ids.join(',') });
  }
  /** One article's citation in `style` ('How to cite'); unknown article → NOT_FOUND. */
  cite(q: { id: number; style: CitationStyle; siteId?: number | undefined }): Promise<CitationWire> {
    return this.http.getData(this.caller, RcPubPaths.cite, q, 'object');
  }
  /** The top news (newsDataType 'news'; docs/product/sites-and-frame.md#top-news-banner). */
  topNews(siteId: number, newsDataType = 'news'): Promise<NewsWire[]> {
    return this.list(RcPubPaths.topNews, { siteId, newsDataType });
  }
  newsList(q: { siteId: number; newsDataType?: string; page?: number; size?: number }): Promise<Page<NewsWire>> {
    return this.get(RcPubPaths.newsList, q);
  }
  news(id: number): Promise<NewsDetailWire> {
    return this.get(`${RcPubPaths.news}/${id}`);
  }
  /** The keyword analysis (docs/product/search.md#search-flow): the parsed query and the terms to highlight; 400 → BAD_REQUEST with rc-pub's message. */
  analyzeSearch(q: string, type: AnalyzeWire['type']): Promise<AnalyzeWire> {
    return this.get(SearchPaths.analyze, { q, type });
  }
  /**
   * Suggestions for the typed text `q` (1..50 characters) within `siteId`'s search scope, best first, at most `limit`
   * (1..10, default 8) (docs/product/search.md#suggestions); rc-pub's 400 → BAD_REQUEST.
   */
  searchSuggest(q: { q: string; siteId: number; limit?: number | undefined }): Promise<SuggestionsWire> {
    return this.http.getData(this.caller, SearchPaths.suggest, q, 'array');
  }
  /** One page of results within `siteId`'s scope (/front/search). */
  search(q: SearchQueryWire): Promise<SearchResultWire> {
    return this.get(SearchPaths.search, searchQueryParams(q));
  }
  /** Facet counts (journal, year, column, author, keyword) of the same query (/front/search/clusters). */
  searchClusters(q: SearchQueryWire): Promise<ClustersWire> {
    return this.get(SearchPaths.clusters, searchQueryParams(q));
  }
  /** The advanced form (POST /front/advSearch, JSON body; docs/product/search.md#advanced-search). */
  advancedSearch(body: AdvancedSearchWire): Promise<SearchResultWire> {
    return this.http.postData(this.caller, SearchPaths.advSearch, body);
  }
  /**
   * Facet counts of the advanced form: the same body as {@link advancedSearch}, the same matched set
   * (POST /front/advSearch/clusters). rc-pub's 400 (no row, a row's syntax) → BAD_REQUEST with its message.
   */
  advancedClusters(body: AdvancedSearchWire): Promise<ClustersWire> {
    return this.http.postData(this.caller, SearchPaths.advClusters, body);
  }
  /** Figures only (/front/picture); same parameters as {@link search} without `type`. */
  searchFigures(q: Omit<SearchQueryWire, 'type'>): Promise<SearchResultWire> {
    return this.get(SearchPaths.picture, searchQueryParams(q));
  }
  /** Tables only (/front/table). */
  searchTables(q: Omit<SearchQueryWire, 'type'>): Promise<SearchResultWire> {
    return this.get(SearchPaths.table, searchQueryParams(q));
  }
  /** Video or audio (/front/vod); `type` is 'video' or 'audio'. */
  searchMedia(q: SearchQueryWire & { type: 'video' | 'audio' }): Promise<SearchResultWire> {
    return this.get(SearchPaths.vod, searchQueryParams(q));
  }
  /** Other documents (/front/rc-doc). */
  searchDocuments(q: Omit<SearchQueryWire, 'type'>): Promise<SearchResultWire> {
    return this.get(SearchPaths.rcDoc, searchQueryParams(q));
  }
  /** A stored file's bytes (not enveloped); the caller streams the body. */
  file(id: number): Promise<Dispatcher.ResponseData> {
    return this.http.stream(this.caller, buildPath(RcPubPaths.file, { id }));
  }
  /** rc-pub's OpenAPI document (not enveloped? rc-pub serves it as plain JSON). */
  async openapi(): Promise<unknown> {
    const res = await this.http.stream(this.caller, RcPubPaths.openapi);
    return res.body.json();
  }
  health(): Promise<{ ok: boolean }> {
    return this.get(RcPubPaths.health);
  }
}
