/**
 * Per-site configuration (site record, header, footer, menus, tools, publication config, home modules, group,
 * banners, basic info) through the app-wide {@link SiteConfigCache}: cached briefly across requests
 * (SITE_CONFIG_TTL_MS), keyed by language because rc-pub's messages are in the request's language, and dropped when
 * rc-pub's content versions change (page-cache/versions.ts: applying the site file bumps every site), so a page
 * rendered after the change never pairs new content with the old frame. A site found by subdomain is kept under its
 * id too, and one found by id under its subdomain: the page that names the site by id (`/article/id/1/…`) and the
 * host that names it by subdomain share one rc-pub call.
 */
import { LRUCache } from 'lru-cache';
import type {
  SiteWire,
  HeaderConfigWire,
  PublicationConfigWire,
  FooterConfigWire,
  ChannelWire,
  ToolWire,
  ModuleWire,
  GroupWire,
  BannerWire,
  BasicInfoWire,
  NewsWire,
} from 'rc-pub/contract';
import type { RcPubClient } from '../rc-pub/client.js';

/** A value the cache keeps: anything but null and undefined. */
type Value = NonNullable<unknown>;

/** What one {@link SiteConfigCache.get} hands lru-cache's fetchMethod: its load, and the load's answer once it ran. */
interface Call {
  load: () => Promise<unknown>;
  /** Set when this caller's load is the call the others share. */
  own?: Promise<unknown>;
}

/**
 * `call`'s value when it settles within `ms` (null counts as no value), its error when it fails within `ms`, else no
 * value: a call is shared only that long.
 */
function within(call: Promise<unknown>, ms: number): Promise<Value | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    call.then(
      (v) => {
        clearTimeout(timer);
        resolve(v ?? undefined);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * The app-wide cache of per-site configuration: an lru-cache of at most `max` keys whose `fetch` lets the requests
 * that want the same key share one rc-pub call.
 * - A value (not null or undefined) is kept for `ttlMs`; failures and empty answers are never kept.
 * - For `staleMs` after a value expired it is still answered at once while one background call refreshes it
 *   (stale-while-revalidate, so a site's pages do not wait for its configuration again every `ttlMs`); a failed or
 *   empty refresh keeps the stale value until that window ends.
 * - A call is shared for `shareMs` after it started (the render deadline): a caller that joined it stops waiting then
 *   and loads on its own, as does a caller arriving later, so one hung rc-pub answer cannot hold a site's pages for
 *   the whole upstream timeout. The caller whose load it is always gets that load's own answer.
 */
export class SiteConfigCache {
  private readonly lru: LRUCache<string, Value, Call>;
  /** Part of every key: {@link invalidate} raises it, so earlier values (and calls in flight) are never found again. */
  private generation = 0;
  /** Keys whose load is in flight (a first load or a refresh): {@link prime} leaves them to it. */
  private readonly loading = new Set<string>();

  /**
   * @param ttlMs lifetime of a value in ms (0: no value is answered from the cache; calls in flight are still shared).
   * @param max keys kept (the least recently used go first).
   * @param now clock in ms (tests).
   * @param shareMs how long after its start a call is shared with other callers (ms).
   * @param staleMs how long after expiry a value is still answered while one call refreshes it (ms; 0 off).
   */
  constructor(
    private readonly ttlMs: number,
    max = 2000,
    now: () => number = Date.now,
    shareMs = 5000,
    private readonly staleMs = 0,
  ) {
    this.lru = new LRUCache<string, Value, Call>({
      max,
      ...(ttlMs > 0 ? { ttl: ttlMs } : {}),
      // +1: lru-cache reads a start time of 0 as "no TTL", and a test clock may start at 0
      perf: { now: () => now() + 1 },
      // read the clock at every call (lru-cache otherwise reuses one reading for a while, with a timer per reading)
      ttlResolution: 0,
      // a failed refresh puts the stale value back (a failed first load leaves nothing)
      noDeleteOnFetchRejection: true,
      fetchMethod: (key, _stale, { context }) => {
        context.own = context.load();
        this.loading.add(key);
        return within(context.own, shareMs);
      },
    });
  }

  /**
   * The value of `key`: kept, stale within its window (refreshed in the background), shared with a call in flight,
   * else `load()`'s. Rejects with the error of the load it waited for (never kept).
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const call: Call = { load };
    const k = key;
    key = `${this.generation}|${k}`;
    const status: LRUCache.Status<string, Value, Call> = {};
    const shared = this.lru.fetch(key, {
      context: call,
      status,
      // an expired value is answered while it refreshes, within its stale window only
      allowStale: this.ttlMs > 0 && this.lru.getRemainingTTL(key) > -this.staleMs,
      // with ttlMs 0 no value is answered from the cache: every caller loads, or joins a call in flight
      forceRefresh: this.ttlMs === 0,
    });
    const own = call.own;
    if (own) {
      // the cache holds what the call left once `shared` settles
      const settled = () => {
        this.loading.delete(key);
      };
      shared.then(settled, settled);
    }
    if (own && !status.returnedStale) {
      // This caller's load is the shared call: its own answer (the shared one drops null and stops at the bound),
      // once the cache holds what the shared call left, so that the caller's next call finds it.
      return shared.then(
        () => own as Promise<T>,
        () => own as Promise<T>,
      );
    }
    // a value; or the shared call ended empty or past its bound, and this caller loads on its own
    return shared.then((v) => (v === undefined ? this.get(k, load) : (v as T)));
  }

  /**
   * Keeps `value` under `key` (as a load of it would) unless the key holds a value, stale or not, or its load is in
   * flight (setting it would abort that load, failing the callers that share it).
   */
  prime(key: string, value: Value): void {
    const k = `${this.generation}|${key}`;
    if (this.ttlMs <= 0 || this.loading.has(k) || this.lru.peek(k, { allowStale: true }) !== undefined) return;
    this.lru.set(k, value);
  }

  /**
   * Forgets every value: later gets load again (the content versions changed). The forgotten entries are no longer
   * reachable and leave as the least recently used.
   */
  invalidate(): void {
    this.generation++;
  }
}

/** Cached per-site lookups for one request's client. */
export interface SiteConfigLoader {
  siteBySld(sld: string): Promise<SiteWire>;
  siteById(id: number): Promise<SiteWire>;
  header(siteId: number): Promise<HeaderConfigWire>;
  publicationConfig(siteId: number): Promise<PublicationConfigWire>;
  footer(siteId: number): Promise<FooterConfigWire>;
  channels(siteId: number): Promise<ChannelWire[]>;
  tools(siteId: number): Promise<ToolWire[]>;
  modules(channelId: number): Promise<ModuleWire[]>;
  group(siteId: number): Promise<GroupWire>;
  banners(siteId: number): Promise<BannerWire[]>;
  basicInfo(siteId: number): Promise<BasicInfoWire>;
  topNews(siteId: number): Promise<NewsWire[]>;
}

/** Binds the shared cache to one request's rc-pub client. */
export function siteConfigLoader(cache: SiteConfigCache, client: RcPubClient): SiteConfigLoader {
  const lang = client.caller.lang;
  const key = (kind: string, k: string | number) => `${lang}|${kind}|${k}`;
  const c = <T>(kind: string, k: string | number, load: () => Promise<T>) => cache.get(key(kind, k), load);
  /** Keeps a site found one way under the other key too. */
  const both = (site: SiteWire): SiteWire => {
    cache.prime(key('siteId', site.id), site);
    if (site.sld) cache.prime(key('sld', site.sld.toLowerCase()), site);
    return site;
  };
  return {
    siteBySld: (sld) => c('sld', sld, () => client.findBySld(sld).then(both)),
    siteById: (id) => c('siteId', id, () => client.findBySiteId(id).then(both)),
    header: (id) => c('header', id, () => client.headerConfig(id)),
    publicationConfig: (id) => c('pubConfig', id, () => client.publicationConfig(id)),
    footer: (id) => c('footer', id, () => client.footer(id)),
    channels: (id) => c('channels', id, () => client.channels(id, true)),
    tools: (id) => c('tools', id, () => client.tools(id)),
    modules: (channelId) => c('modules', channelId, () => client.modules(channelId)),
    group: (id) => c('group', id, () => client.findGroup(id)),
    banners: (id) => c('banners', id, () => client.banners(id)),
    basicInfo: (id) => c('basicInfo', id, () => client.basicInfo(id)),
    topNews: (id) => c('topNews', id, () => client.topNews(id)),
  };
}
