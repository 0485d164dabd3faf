/**
 * Typed rc-pub client (SPEC §7): one method per path of rc-pub/src/contract/paths.ts, returning the wire types of
 * rc-pub/src/contract/wire.ts. It knows nothing about GraphQL. Every call:
 * - adds `timestamps=<ms>` to GETs and the `language` header (zh|en), plus `token` when the member has a session;
 * - unwraps the envelope `{ status, message, data }`: status 0 → data; other statuses → {@link GatewayError} with
 *   the contract's code (401 UNAUTHENTICATED, 10001 FORBIDDEN_SITE, 10002 SITE_EXPIRED, 10003 SITE_MAINTENANCE,
 *   404 NOT_FOUND, 400 BAD_REQUEST, anything else UPSTREAM) and rc-pub's message;
 * - turns timeouts (RC_PUB_TIMEOUT_MS, SPEC §9 600000 ms by default) and connection failures into UPSTREAM_UNAVAILABLE.
 */
import { Pool, type Dispatcher } from 'undici';
import {
  RcPubPaths,
  ErrorCode,
  codeForStatus,
  type Envelope,
  type Lang,
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
} from 'rc-pub/contract';
import { GatewayError } from '../errors.js';

/** Query values; undefined/null entries are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** Who is asking: the interface language and the member token (SPEC §7 headers). */
export interface RcPubCaller {
  lang: Lang;
  token?: string | undefined;
}

/** Options of {@link RcPubHttp}. */
export interface RcPubHttpOptions {
  /** e.g. http://127.0.0.1:3001 */
  origin: string;
  /** Prefix before every rc-pub path ('' normally). */
  basePath: string;
  /** Whole-request timeout in ms (headers and body). */
  timeoutMs: number;
  /** Replaces the undici Pool (tests: a MockAgent). */
  dispatcher?: Dispatcher;
}

/** Builds `path?query` with the undefined entries dropped. */
export function buildPath(path: string, query: Query = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

function unavailable(err: unknown, timeoutMs: number): GatewayError {
  const e = err as { code?: string; name?: string; message?: string };
  const timedOut = e?.name === 'TimeoutError' || e?.name === 'AbortError' || /TIMEOUT/.test(e?.code ?? '');
  return new GatewayError(
    ErrorCode.UPSTREAM_UNAVAILABLE,
    timedOut
      ? `rc-pub did not answer within ${timeoutMs} ms`
      : `rc-pub is unreachable (${e?.code ?? e?.message ?? 'connection failed'})`,
  );
}

/** The HTTP layer shared by all requests of the process: one undici Pool towards rc-pub. */
export class RcPubHttp {
  readonly dispatcher: Dispatcher;
  readonly timeoutMs: number;
  private readonly origin: string;
  private readonly basePath: string;
  private readonly ownsDispatcher: boolean;

  constructor(opts: RcPubHttpOptions) {
    this.origin = opts.origin;
    this.basePath = opts.basePath;
    this.timeoutMs = opts.timeoutMs;
    this.ownsDispatcher = !opts.dispatcher;
    this.dispatcher =
      opts.dispatcher ??
      new Pool(opts.origin, {
        connections: 64,
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
        connectTimeout: Math.min(opts.timeoutMs, 10_000),
        keepAliveTimeout: 10_000,
      });
  }

  /** Full path on the rc-pub origin (base path + contract path + query). */
  fullPath(path: string, query?: Query): string {
    return buildPath(this.basePath + path, query);
  }

  /** Headers of SPEC §7 for a caller. */
  headers(caller: RcPubCaller): Record<string, string> {
    const h: Record<string, string> = { language: caller.lang, accept: 'application/json' };
    if (caller.token) h.token = caller.token;
    return h;
  }

  /**
   * GET an enveloped JSON resource and unwrap it (SPEC §7: every GET carries `timestamps`).
   * @throws GatewayError (envelope status mapping, UPSTREAM for a body that is no envelope, UPSTREAM_UNAVAILABLE).
   */
  getData<T>(caller: RcPubCaller, path: string, query: Query = {}): Promise<T> {
    return this.send<T>(caller, 'GET', path, this.fullPath(path, { ...query, timestamps: Date.now() }));
  }

  /**
   * POST a JSON body to an enveloped resource and unwrap the answer (e.g. SPEC §7 /front/advSearch).
   * @throws GatewayError as {@link getData}.
   */
  postData<T>(caller: RcPubCaller, path: string, body: unknown): Promise<T> {
    return this.send<T>(caller, 'POST', path, this.fullPath(path), JSON.stringify(body));
  }

  private async send<T>(
    caller: RcPubCaller,
    method: 'GET' | 'POST',
    path: string,
    fullPath: string,
    body?: string,
  ): Promise<T> {
    let res: Dispatcher.ResponseData;
    let text: string;
    try {
      res = await this.dispatcher.request({
        origin: this.origin,
        path: fullPath,
        method,
        headers:
          body === undefined
            ? this.headers(caller)
            : { ...this.headers(caller), 'content-type': 'application/json; charset=utf-8' },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.body.text();
    } catch (err) {
      throw unavailable(err, this.timeoutMs);
    }
    let env: Envelope<T>;
    try {
      env = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new GatewayError(
        ErrorCode.UPSTREAM,
        `rc-pub answered HTTP ${res.statusCode} without an envelope for ${path}`,
      );
    }
    if (!env || typeof env !== 'object' || typeof env.status !== 'number') {
      throw new GatewayError(
        ErrorCode.UPSTREAM,
        `rc-pub answered HTTP ${res.statusCode} without an envelope for ${path}`,
      );
    }
    if (env.status === 0) return env.data;
    const message = typeof env.message === 'string' && env.message ? env.message : `rc-pub status ${env.status}`;
    throw new GatewayError(codeForStatus(env.status), message, env.status);
  }

  /** Streams a raw (non-enveloped) GET, e.g. a file; the caller consumes or destroys the body. */
  async stream(caller: RcPubCaller, pathAndQuery: string): Promise<Dispatcher.ResponseData> {
    try {
      return await this.dispatcher.request({
        origin: this.origin,
        path: this.basePath + pathAndQuery,
        method: 'GET',
        headers: this.headers(caller),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw unavailable(err, this.timeoutMs);
    }
  }

  /** Closes the pool (when this instance created it). */
  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }
}

/** GET parameters of a search (SPEC §7 /front/search, /front/search/clusters): lists comma-joined, empty lists left out. */
export function searchQueryParams(q: SearchQueryWire): Query {
  const list = (v: readonly (string | number)[] | undefined) => (v?.length ? v.join(',') : undefined);
  return {
    ...q,
    publicationId: list(q.publicationId),
    year: list(q.year),
    column: list(q.column),
  };
}

/** Query of the article list (SPEC §7 article search). `page` counts from 0. */
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

  private get<T>(path: string, query?: Query): Promise<T> {
    return this.http.getData<T>(this.caller, path, query);
  }

  /** Site by subdomain (fixed path). 10001/10002/10003/404 become errors. */
  findBySld(sld: string): Promise<SiteWire> {
    return this.get(RcPubPaths.findBySld, { sld });
  }
  /** Site by id (fixed path). */
  findBySiteId(siteId: number): Promise<SiteWire> {
    return this.get(RcPubPaths.findBySiteId, { siteId });
  }
  /** Journals of a group/aggregate site with their sites (group entrance). */
  findGroup(siteId: number): Promise<GroupWire> {
    return this.get(RcPubPaths.findGroup, { siteId });
  }
  headerConfig(siteId: number): Promise<HeaderConfigWire> {
    return this.get(RcPubPaths.headerConfig, { siteId });
  }
  publicationConfig(siteId: number): Promise<PublicationConfigWire> {
    return this.get(RcPubPaths.publicationConfig, { siteId });
  }
  basicInfo(siteId: number): Promise<BasicInfoWire> {
    return this.get(RcPubPaths.basicInfo, { siteId });
  }
  /** Menu tree; filter=true keeps enabled items (the gateway still applies SPEC §5 rules). */
  channels(siteId: number, filter = true): Promise<ChannelWire[]> {
    return this.get(RcPubPaths.channels, { siteId, filter });
  }
  channelInfo(channelId: number): Promise<ChannelInfoWire> {
    return this.get(RcPubPaths.channelInfo, { channelId });
  }
  banners(siteId: number): Promise<BannerWire[]> {
    return this.get(RcPubPaths.banners, { siteId });
  }
  tools(siteId: number): Promise<ToolWire[]> {
    return this.get(RcPubPaths.tools, { siteId });
  }
  footer(siteId: number): Promise<FooterConfigWire> {
    return this.get(RcPubPaths.footer, { siteId });
  }
  /** Modules of the home channel, in order. */
  modules(channelId: number): Promise<ModuleWire[]> {
    return this.get(RcPubPaths.modules, { channelId });
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
  articleByDoi(doi: string): Promise<ArticleDetailWire> {
    return this.get(RcPubPaths.articleByDoi, { doi });
  }
  /** SPEC §7 top news (newsDataType 'news'). */
  topNews(siteId: number, newsDataType = 'news'): Promise<NewsWire[]> {
    return this.get(RcPubPaths.topNews, { siteId, newsDataType });
  }
  newsList(q: { siteId: number; newsDataType?: string; page?: number; size?: number }): Promise<Page<NewsWire>> {
    return this.get(RcPubPaths.newsList, q);
  }
  news(id: number): Promise<NewsDetailWire> {
    return this.get(`${RcPubPaths.news}/${id}`);
  }
  /** SPEC §4/§7 keyword analysis: the parsed query and the terms to highlight; 400 → BAD_REQUEST with rc-pub's message. */
  analyzeSearch(q: string, type: AnalyzeWire['type']): Promise<AnalyzeWire> {
    return this.get(SearchPaths.analyze, { q, type });
  }
  /** One page of results within `siteId`'s scope (SPEC §7 /front/search). */
  search(q: SearchQueryWire): Promise<SearchResultWire> {
    return this.get(SearchPaths.search, searchQueryParams(q));
  }
  /** Facet counts (journal, year, column, author, keyword) of the same query (SPEC §7 /front/search/clusters). */
  searchClusters(q: SearchQueryWire): Promise<ClustersWire> {
    return this.get(SearchPaths.clusters, searchQueryParams(q));
  }
  /** The advanced form (SPEC §5, §7 POST /front/advSearch, JSON body). */
  advancedSearch(body: AdvancedSearchWire): Promise<SearchResultWire> {
    return this.http.postData(this.caller, SearchPaths.advSearch, body);
  }
  /**
   * Facet counts of the advanced form: the same body as {@link advancedSearch}, the same matched set
   * (POST /front/advSearch/clusters; SPEC §5, §7). rc-pub's 400 (no row, a row's syntax) → BAD_REQUEST with its message.
   */
  advancedClusters(body: AdvancedSearchWire): Promise<ClustersWire> {
    return this.http.postData(this.caller, SearchPaths.advClusters, body);
  }
  /** Figures only (SPEC §7 /front/picture); same parameters as {@link search} without `type`. */
  searchFigures(q: Omit<SearchQueryWire, 'type'>): Promise<SearchResultWire> {
    return this.get(SearchPaths.picture, searchQueryParams(q));
  }
  /** Tables only (SPEC §7 /front/table). */
  searchTables(q: Omit<SearchQueryWire, 'type'>): Promise<SearchResultWire> {
    return this.get(SearchPaths.table, searchQueryParams(q));
  }
  /** Video or audio (SPEC §7 /front/vod); `type` is 'video' or 'audio'. */
  searchMedia(q: SearchQueryWire & { type: 'video' | 'audio' }): Promise<SearchResultWire> {
    return this.get(SearchPaths.vod, searchQueryParams(q));
  }
  /** Other documents (SPEC §7 /front/rc-doc). */
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
