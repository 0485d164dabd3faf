/**
 * Gateway configuration: read from the environment once, validated, with every problem listed before exit.
 *
 * | variable           | default                  | meaning                                                              |
 * |--------------------|--------------------------|----------------------------------------------------------------------|
 * | PORT               | 3000                     | TCP port the gateway listens on                                      |
 * | HOST               | 127.0.0.1                | address to bind (0.0.0.0 in containers)                              |
 * | GATEWAY_WORKERS    | 1                        | gateway processes sharing the port (node:cluster); `auto` = CPU count |
 * | RC_PUB_URL         | http://127.0.0.1:3001    | base URL of any rc-pub deployment (paths /rc-pub/... are appended)   |
 * | RC_PUB_TIMEOUT_MS  | 600000                   | per-request timeout towards rc-pub in ms (docs/product/calls-and-errors.md#request-conventions) |
 * | SITE_CONFIG_TTL_MS | 30000                    | how long per-site configuration (site, header, footer, menus, ...) is cached; 0 = off |
 * | SITE_CONFIG_STALE_MS | 120000               | after the TTL, per-site configuration is still served this long while one call refreshes it; 0 = off |
 * | DEFAULT_SLD        | www                      | site subdomain used when the Host names none (localhost, an IP)      |
 * | NODE_ENV           | development              | development, production or test                                     |
 * | GRAPHIQL           | on unless production     | on/off: serve GraphiQL at /graphiql                                  |
 * | GRAPHQL_INTROSPECTION | on unless production  | on/off: answer introspection (`__schema`, `__type`) at /graphql; off also turns GraphiQL off |
 * | GRAPHQL_UPSTREAM_TIMEOUT_MS | 5000            | timeout of each rc-pub call made for a GraphQL request over HTTP, and of the file proxy's wait for headers (UPSTREAM_TIMEOUT past it) |
 * | PDF_UPSTREAM_TIMEOUT_MS | 30000               | the file proxy's wait for the headers of an article PDF, which rc-pub holds up to RC_PUB_PDF_WAIT_SECONDS while rendering it: keep it above that (504 past it) |
 * | WEB_DIST           | <repo>/web/dist          | the built web app (client/ and server/ from `pnpm build`)            |
 * | SSR                | on                       | on/off: server-render every page GET with the built web app          |
 * | LOG_LEVEL          | info                     | pino log level (fatal … trace, silent); per-request lines are debug  |
 * | LOG_PRETTY         | auto                     | auto = pino-pretty when stdout is a terminal, JSON lines otherwise; on / off |
 * | RENDER_TIMEOUT_MS  | 5000                     | timeout of rc-pub calls made while server-rendering a page (render deadline) |
 * | TRUST_PROXY        | off                      | off, on, a hop count, or comma-separated proxy addresses/CIDRs (nginx in front) |
 * | REDIS_URL          | (none)                   | redis:// URL: rate-limit counters and page cache shared by every gateway process; in-process without |
 * | RATE_LIMIT_WINDOW_MS | 60000                  | rate-limit window in ms                                              |
 * | RATE_LIMIT_GRAPHQL | 1200                     | /graphql requests per client IP per window; 0 = no limit             |
 * | RATE_LIMIT_SEARCH  | 300                      | search page GETs (/article, /mag, ...) per client IP per window; 0 = no limit |
 * | RATE_LIMIT_EXPORT  | 60                       | citation downloads and OAI-PMH requests per client IP per window (each builds a file of up to 500 records); 0 = no limit |
 * | RATE_LIMIT_ACCOUNT | 30                       | account actions (login, register, SMS codes, password reset, binding) per client IP per window; 0 = no limit |
 * | RATE_LIMIT_PREFIX  | rc-portal:rl:            | Redis key prefix of the rate-limit counters                          |
 * | RC_PUB_AES_KEY     | (unset)                  | 32 bytes in base64: key of password fields towards rc-pub; the same value as rc-pub's |
 * | RC_PUB_AES_KEY_FILE | ./data/aes.key          | key file read (or created on first start) when RC_PUB_AES_KEY is unset; rc-pub's default is the same file |
 * | SHED_MAX_EVENT_LOOP_DELAY_MS | 1000 (0 with WEB_DEV) | answer 503 while the event-loop delay exceeds this; 0 = off          |
 * | SHED_MAX_HEAP_MB   | 0                        | answer 503 while the V8 heap in use exceeds this many MiB; 0 = off   |
 * | SHED_MAX_RSS_MB    | 0                        | answer 503 while the resident set exceeds this many MiB; 0 = off     |
 * | SHED_RETRY_AFTER_S | 10                       | Retry-After (s) of the 503 and 429 answers under load                |
 * | RENDER_CONCURRENCY | CPU count / workers      | server renders that run at once per process; more wait in line       |
 * | RENDER_THREADS     | on                       | on/off: run each render in a worker thread (RENDER_CONCURRENCY of them) instead of on the event loop |
 * | RENDER_QUEUE_MAX   | 64                       | renders that may wait; beyond, and past their deadline, pages answer 503 at once |
 * | RENDER_QUEUE_WAIT_MS | 1000 (120000 with WEB_DEV) | longest expected wait for a render slot of an anonymous page; beyond it the page answers 503 at once |
 * | RENDER_MEMBER_WAIT_MS | 6000 (120000 with WEB_DEV) | the same for a member's page (commonToken cookie), which waits ahead of anonymous pages |
 * | PAGE_CACHE         | on (off with WEB_DEV)    | on/off: cache server-rendered pages for anonymous readers  |
 * | PAGE_CACHE_MAX_MB  | 64                       | in-process page cache bound in MiB (bodies and their gzip/br forms), shared out among the GATEWAY_WORKERS |
 * | PAGE_CACHE_TTL_S   | 60                       | seconds a cached content page is fresh (also its CDN s-maxage)       |
 * | PAGE_CACHE_STALE_S | 600                      | seconds after that a stale page is still served while one render refreshes it |
 * | SEARCH_CACHE_TTL_S | 30                       | seconds a cached anonymous search result page is fresh               |
 * | PAGE_CACHE_404_TTL_S | 10                     | seconds a cacheable 404 page is kept (0 = never cache 404s)          |
 * | PAGE_CACHE_REDIS_PREFIX | rc-portal:page:     | key prefix of page-cache entries in Redis                            |
 * | CONTENT_VERSION_POLL_MS | 5000                | how often rc-pub's content versions are polled (per-site purge); 0 = never |
 * | RENDER_DEADLINE_MS | 8000 (120000 with WEB_DEV) | a page render slower than this answers a 503 page (Retry-After)      |
 * | WEB_DEV            | off                      | on: render the web app from web/src through Vite's dev server with hot reload (`pnpm dev`; no page cache, no render threads; refused in production) |
 * | MOBILE_REDIRECT    | on                       | on/off: send phones (by user agent; not crawlers, not with the `desktop=1` cookie) asking for a home page to the mobile home (docs/product/sites-and-frame.md#mobile-home; plugins/app/mobile-redirect.ts) |
 * | MOBILE_HOME        | (the home page with ?mobile=1) | where phones go: a path or http(s) URL; `{sld}` and `{lang}` are replaced by the site and page language; unset = the requested home page with `mobile=1` added (the responsive home offering the desktop version) |
 * | PUBLIC_SITE_ORIGIN | (unset)                  | origin template of the sites, e.g. https://{sld}.journals.example.org: each article's one canonical address (docs/product/citation-and-harvest.md#one-address-per-article); unset = the asked host with its first label replaced |
 * | SESSION_COOKIE_DOMAIN | (from PUBLIC_SITE_ORIGIN) | the parent domain the sites share, e.g. journals.example.org: the session cookies are set on it for requests to hosts inside it, so one sign-in holds on every site (docs/product/members.md#one-sign-in-across-the-portal); `off` = host-only cookies; unset = the template's base domain when it has two labels or more and is no IP or localhost, else off |
 *
 * Parsed with zod through rc-pub/src/lib/env.ts (`rc-pub/env`, the same validator as rc-pub's): unset = the default;
 * an empty or malformed value is an error. The result is frozen.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSiteOriginTemplate, siteBaseDomain } from 'rc-pub/contract';
import {
  aesKeyShape,
  choice,
  configError,
  deepFreeze,
  envVar,
  integer,
  LOG_LEVELS,
  onOff,
  parseEnv,
  text,
  url,
} from 'rc-pub/env';

export { ConfigError } from 'rc-pub/env';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Gateway processes sharing the port (server.ts runs them with node:cluster; 1 = this process alone). */
  workers: number;
  /** Origin of rc-pub, e.g. `http://127.0.0.1:3001`. */
  rcPubOrigin: string;
  /** Path prefix of rc-pub's base URL ('' when RC_PUB_URL has no path), prepended to every rc-pub path. */
  rcPubBasePath: string;
  /** Request timeout towards rc-pub in milliseconds. */
  rcPubTimeoutMs: number;
  /** Cross-request per-site configuration cache lifetime in milliseconds (0 disables the cache). */
  siteConfigTtlMs: number;
  /** Stale-while-revalidate window of the per-site configuration cache in ms (0 = off). */
  siteConfigStaleMs: number;
  defaultSld: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** GraphiQL at /graphiql (GRAPHIQL; never without introspection). */
  graphiql: boolean;
  /** Introspection at /graphql (GRAPHQL_INTROSPECTION; off by default in production). */
  graphqlIntrospection: boolean;
  /**
   * Timeout in ms of rc-pub calls made for GraphQL over HTTP and of the file proxy's wait for headers
   * (GRAPHQL_UPSTREAM_TIMEOUT_MS, at most rcPubTimeoutMs).
   */
  graphqlUpstreamTimeoutMs: number;
  /**
   * The file proxy's wait in ms for the headers of an article PDF (PDF_UPSTREAM_TIMEOUT_MS, at most rcPubTimeoutMs):
   * rc-pub holds that request while it renders the PDF, up to its RC_PUB_PDF_WAIT_SECONDS, then answers 202.
   */
  pdfUpstreamTimeoutMs: number;
  /** Absolute path of the built web app. */
  webDist: string;
  ssr: boolean;
  logLevel: string;
  /** Human-readable logs (pino-pretty): LOG_PRETTY=on, or auto and stdout is a terminal. */
  logPretty: boolean;
  /** Timeout in ms of rc-pub calls made for server rendering (the render deadline; shorter than rcPubTimeoutMs). */
  renderTimeoutMs: number;
  /** Fastify `trustProxy`: false, true, a hop count or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Redis URL shared by rate-limit counters and the page cache; undefined = in-process. */
  redisUrl: string | undefined;
  /**
   * Rate limits per client IP: window in ms, /graphql, search-page and export (citation download, OAI-PMH) budgets
   * (0 = unlimited), Redis key prefix.
   */
  rateLimit: { windowMs: number; graphql: number; search: number; export: number; account: number; prefix: string };
  /** Field-encryption key towards rc-pub (rc-pub/field-crypto loadOrCreateAesKey). */
  aesKey: { value: string | undefined; file: string };
  /** Load shedding thresholds (0 = that check is off) and the Retry-After of a 503, in seconds. */
  shed: { maxEventLoopDelayMs: number; maxHeapBytes: number; maxRssBytes: number; retryAfterS: number };
  /** Server renders running at once, and waiting for a slot (ssr/render-gate.ts). */
  renderGate: { concurrency: number; queueMax: number; queueWaitMs: number; memberWaitMs: number };
  /** Render pages in worker threads (ssr/render-threads.ts), one per render slot; false = on the event loop. */
  renderThreads: boolean;
  /** Page cache settings (server/src/page-cache/). */
  pageCache: PageCacheConfig;
  /** Web app from its sources through Vite's dev server (ssr/web-dev.ts; `pnpm dev`) instead of web/dist. */
  webDev: boolean;
  /**
   * Origin template of the sites (`https://{sld}.journals.example.org`, rc-pub/contract isSiteOriginTemplate), for
   * deployments whose hosts the request cannot tell; undefined = derived from the asked host (rc-pub/contract siteOrigin).
   */
  publicSiteOrigin: string | undefined;
  /**
   * The parent domain the session cookies are set on (SESSION_COOKIE_DOMAIN, lowercase, no leading dot), for requests
   * whose host lies inside it; null = host-only cookies (docs/product/members.md#one-sign-in-across-the-portal).
   */
  sessionCookieDomain: string | null;
  /** The phone redirect (docs/product/sites-and-frame.md#mobile-home; plugins/app/mobile-redirect.ts): on/off and the target (undefined = home + `?mobile=1`). */
  mobileRedirect: { enabled: boolean; target: string | undefined };
}

/** Page cache settings: all durations in the units their names say. */
export interface PageCacheConfig {
  enabled: boolean;
  /** In-process LRU bound in bytes of this process (PAGE_CACHE_MAX_MB divided among GATEWAY_WORKERS). */
  maxBytes: number;
  pageTtlS: number;
  staleS: number;
  searchTtlS: number;
  notFoundTtlS: number;
  /** Redis URL (shared store) or undefined (in-process LRU). */
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Content-version poll interval in ms; 0 = never poll (TTL-only caching). */
  versionPollMs: number;
  /** Whole-render deadline in ms. */
  renderDeadlineMs: number;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MiB = 1024 * 1024;
/**
 * Render wait and deadline in development (`pnpm dev`, WEB_DEV) unless set: the first render of a page has Vite
 * compile its modules, which takes several seconds and lags the event loop on a slow or busy machine, so the
 * production guards (a 500 ms wait, an 8 s deadline, shedding at 1 s of event-loop delay) would answer 503 to a
 * contributor's first page. Development has one reader and no overload to shed.
 */
const DEV_RENDER_WAIT_MS = 120_000;

/** TRUST_PROXY: off/on, a hop count (1 = the nearest proxy, e.g. nginx), or proxy addresses/CIDRs, comma-separated. */
const trustProxyVar = envVar(
  (v): { ok: true; value: boolean | number | string[] } | { ok: false; expected: string } => {
    if (/^\d+$/.test(v)) return { ok: true, value: Number(v) };
    const lower = v.toLowerCase();
    if (['on', 'true', 'yes'].includes(lower)) return { ok: true, value: true };
    if (['off', 'false', 'no'].includes(lower)) return { ok: true, value: false };
    const list = v.split(',').map((x) => x.trim());
    if (list.every((x) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(x))) return { ok: true, value: list };
    return { ok: false, expected: 'on, off, a hop count or comma-separated proxy addresses/CIDRs' };
  },
  false,
);

/** GATEWAY_WORKERS: a count, or `auto` for the CPU count. */
const workersVar = envVar((v): { ok: true; value: number } | { ok: false; expected: string } => {
  if (v.toLowerCase() === 'auto') return { ok: true, value: availableParallelism() };
  const n = Number(v);
  return /^\d+$/.test(v) && n >= 1 && n <= 64
    ? { ok: true, value: n }
    : { ok: false, expected: 'an integer from 1 to 64 or auto' };
}, 1);

/**
 * A domain the browser accepts as a cookie's `Domain=`: two labels or more of letters, digits and hyphens, no IP
 * address, nothing under `localhost` (Chromium refuses `Domain=localhost` cookies, so `*.localhost` sites cannot share
 * one). A leading dot is dropped.
 */
export function cookieDomainValue(raw: string): string | null {
  const d = raw.trim().toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  const labels = d.split('.');
  if (labels.length < 2 || labels.some((l) => !/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null;
  if (labels[labels.length - 1] === 'localhost') return null;
  return d;
}

/** SESSION_COOKIE_DOMAIN's default: the base domain of PUBLIC_SITE_ORIGIN when it is a usable cookie domain. */
function defaultCookieDomain(template: string | undefined): string | null {
  if (!template) return null;
  const base = siteBaseDomain({ template });
  return base ? cookieDomainValue(base) : null;
}

/** The variables of the table above; `undefined` defaults are derived from other variables in {@link loadConfig}. */
const shape = {
  PORT: integer(0, 65535, 3000),
  HOST: text('127.0.0.1'),
  GATEWAY_WORKERS: workersVar,
  RC_PUB_URL: url(['http:', 'https:'], 'http://127.0.0.1:3001', 'http://127.0.0.1:3001'),
  RC_PUB_TIMEOUT_MS: integer(1, 3_600_000, 600_000),
  SITE_CONFIG_TTL_MS: integer(0, 86_400_000, 30_000),
  SITE_CONFIG_STALE_MS: integer(0, 86_400_000, 120_000),
  DEFAULT_SLD: text('www', /^[a-zA-Z0-9][a-zA-Z0-9-]*$/, 'a subdomain label such as www'),
  NODE_ENV: choice(['development', 'production', 'test'], 'development'),
  GRAPHIQL: onOff(undefined),
  GRAPHQL_INTROSPECTION: onOff(undefined),
  GRAPHQL_UPSTREAM_TIMEOUT_MS: integer(1, 3_600_000, 5000),
  PDF_UPSTREAM_TIMEOUT_MS: integer(1, 3_600_000, 30_000),
  WEB_DIST: text(path.join(repoRoot, 'web/dist')),
  SSR: onOff(true),
  LOG_LEVEL: choice(LOG_LEVELS, 'info'),
  LOG_PRETTY: choice(['auto', 'on', 'off'], 'auto'),
  RENDER_TIMEOUT_MS: integer(1, 600_000, 5000),
  TRUST_PROXY: trustProxyVar,
  REDIS_URL: url(['redis:', 'rediss:'], undefined, 'redis://127.0.0.1:6379'),
  RATE_LIMIT_WINDOW_MS: integer(1000, 86_400_000, 60_000),
  RATE_LIMIT_GRAPHQL: integer(0, 10_000_000, 1200),
  RATE_LIMIT_SEARCH: integer(0, 10_000_000, 300),
  RATE_LIMIT_EXPORT: integer(0, 10_000_000, 60),
  RATE_LIMIT_ACCOUNT: integer(0, 10_000_000, 30),
  RATE_LIMIT_PREFIX: text('rc-portal:rl:'),
  ...aesKeyShape(path.join(repoRoot, 'data/aes.key')),
  SHED_MAX_EVENT_LOOP_DELAY_MS: integer(0, 600_000, undefined),
  SHED_MAX_HEAP_MB: integer(0, 1_000_000, 0),
  SHED_MAX_RSS_MB: integer(0, 1_000_000, 0),
  SHED_RETRY_AFTER_S: integer(1, 3600, 10),
  RENDER_CONCURRENCY: integer(1, 1000, undefined),
  RENDER_THREADS: onOff(true),
  RENDER_QUEUE_MAX: integer(0, 100_000, 64),
  RENDER_QUEUE_WAIT_MS: integer(1, 600_000, undefined),
  RENDER_MEMBER_WAIT_MS: integer(1, 600_000, undefined),
  PAGE_CACHE: onOff(undefined),
  PAGE_CACHE_MAX_MB: integer(1, 65_536, 64),
  PAGE_CACHE_TTL_S: integer(1, 86_400, 60),
  PAGE_CACHE_STALE_S: integer(0, 604_800, 600),
  SEARCH_CACHE_TTL_S: integer(1, 86_400, 30),
  PAGE_CACHE_404_TTL_S: integer(0, 86_400, 10),
  PAGE_CACHE_REDIS_PREFIX: text('rc-portal:page:'),
  CONTENT_VERSION_POLL_MS: integer(0, 3_600_000, 5000),
  RENDER_DEADLINE_MS: integer(1, 600_000, undefined),
  WEB_DEV: onOff(false),
  MOBILE_REDIRECT: onOff(true),
  PUBLIC_SITE_ORIGIN: envVar(
    (v): { ok: true; value: string } | { ok: false; expected: string } =>
      isSiteOriginTemplate(v)
        ? { ok: true, value: v }
        : {
            ok: false,
            expected: 'an http(s) origin whose host holds {sld} once, e.g. https://{sld}.journals.example.org',
          },
    undefined,
  ),
  SESSION_COOKIE_DOMAIN: envVar((v): { ok: true; value: string | false } | { ok: false; expected: string } => {
    if (v.toLowerCase() === 'off') return { ok: true, value: false };
    const d = cookieDomainValue(v);
    return d
      ? { ok: true, value: d }
      : {
          ok: false,
          expected: 'off or a domain of two labels or more (no IP, not localhost), e.g. journals.example.org',
        };
  }, undefined),
  MOBILE_HOME: text(
    undefined,
    /^(\/(?!\/)|https?:\/\/)[^\s"'<>]*$/,
    'a path starting with / or an http(s) URL, e.g. /homeNav/{sld}/{lang}?mobile=1',
  ),
};

/** Every variable this module reads (the table above documents each; tests/ops/env-example.test.ts checks both). */
export const GATEWAY_ENV: readonly string[] = Object.keys(shape);

/**
 * Reads and validates the environment; the result is frozen.
 * @param env the environment (default process.env); tests pass their own.
 * @throws ConfigError listing each invalid variable, one per line.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<GatewayConfig> {
  const v = parseEnv('gateway', shape, env);
  if (v.WEB_DEV && v.NODE_ENV === 'production')
    throw configError('gateway', [
      'WEB_DEV=on serves the web app from its sources and cannot run with NODE_ENV=production (use `pnpm start`)',
    ]);
  const rcPub = new URL(v.RC_PUB_URL);
  const workers = v.GATEWAY_WORKERS;
  return deepFreeze({
    port: v.PORT,
    host: v.HOST,
    workers,
    rcPubOrigin: rcPub.origin,
    rcPubBasePath: rcPub.pathname.replace(/\/+$/, ''),
    rcPubTimeoutMs: v.RC_PUB_TIMEOUT_MS,
    siteConfigTtlMs: v.SITE_CONFIG_TTL_MS,
    siteConfigStaleMs: v.SITE_CONFIG_STALE_MS,
    defaultSld: v.DEFAULT_SLD.toLowerCase(),
    nodeEnv: v.NODE_ENV,
    graphiql: (v.GRAPHIQL ?? v.NODE_ENV !== 'production') && (v.GRAPHQL_INTROSPECTION ?? v.NODE_ENV !== 'production'),
    graphqlIntrospection: v.GRAPHQL_INTROSPECTION ?? v.NODE_ENV !== 'production',
    graphqlUpstreamTimeoutMs: Math.min(v.GRAPHQL_UPSTREAM_TIMEOUT_MS, v.RC_PUB_TIMEOUT_MS),
    pdfUpstreamTimeoutMs: Math.min(v.PDF_UPSTREAM_TIMEOUT_MS, v.RC_PUB_TIMEOUT_MS),
    webDist: path.resolve(v.WEB_DIST),
    ssr: v.SSR,
    logLevel: v.LOG_LEVEL,
    logPretty: v.LOG_PRETTY === 'on' || (v.LOG_PRETTY === 'auto' && process.stdout.isTTY === true),
    renderTimeoutMs: v.RENDER_TIMEOUT_MS,
    trustProxy: v.TRUST_PROXY,
    redisUrl: v.REDIS_URL,
    rateLimit: {
      windowMs: v.RATE_LIMIT_WINDOW_MS,
      graphql: v.RATE_LIMIT_GRAPHQL,
      search: v.RATE_LIMIT_SEARCH,
      export: v.RATE_LIMIT_EXPORT,
      account: v.RATE_LIMIT_ACCOUNT,
      prefix: v.RATE_LIMIT_PREFIX,
    },
    aesKey: { value: v.RC_PUB_AES_KEY, file: path.resolve(v.RC_PUB_AES_KEY_FILE) },
    shed: {
      maxEventLoopDelayMs: v.SHED_MAX_EVENT_LOOP_DELAY_MS ?? (v.WEB_DEV ? 0 : 1000),
      maxHeapBytes: v.SHED_MAX_HEAP_MB * MiB,
      maxRssBytes: v.SHED_MAX_RSS_MB * MiB,
      retryAfterS: v.SHED_RETRY_AFTER_S,
    },
    renderGate: {
      // A render is CPU work on the one event loop once its data is in (soak, 2 cores: 8 at once answered
      // 330 req/s with a 12 s p99, 2 at once 2,300 req/s with a 4 s p99): as many as there are cores.
      // With several worker processes the cores are shared among them.
      concurrency: v.RENDER_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / workers)),
      queueMax: v.RENDER_QUEUE_MAX,
      // The wait an anonymous reader may expect in line (measured render time x renders ahead): under overload
      // they get a 503 at once rather than a page after 2 s; a started render still has RENDER_DEADLINE_MS.
      queueWaitMs: v.RENDER_QUEUE_WAIT_MS ?? (v.WEB_DEV ? DEV_RENDER_WAIT_MS : 1000),
      // A member's page cannot be cached and waits ahead of anonymous ones, so it may wait longer before a 503.
      memberWaitMs: v.RENDER_MEMBER_WAIT_MS ?? (v.WEB_DEV ? DEV_RENDER_WAIT_MS : 6000),
    },
    renderThreads: v.RENDER_THREADS,
    pageCache: {
      // Off by default in development with Vite (WEB_DEV): a cached page would show a component as it was.
      enabled: v.PAGE_CACHE ?? !v.WEB_DEV,
      // the host's bound, shared out among the GATEWAY_WORKERS
      maxBytes: Math.floor((v.PAGE_CACHE_MAX_MB * MiB) / workers),
      pageTtlS: v.PAGE_CACHE_TTL_S,
      staleS: v.PAGE_CACHE_STALE_S,
      searchTtlS: v.SEARCH_CACHE_TTL_S,
      notFoundTtlS: v.PAGE_CACHE_404_TTL_S,
      redisUrl: v.REDIS_URL,
      redisPrefix: v.PAGE_CACHE_REDIS_PREFIX,
      versionPollMs: v.CONTENT_VERSION_POLL_MS,
      renderDeadlineMs: v.RENDER_DEADLINE_MS ?? (v.WEB_DEV ? DEV_RENDER_WAIT_MS : 8000),
    },
    webDev: v.WEB_DEV,
    mobileRedirect: { enabled: v.MOBILE_REDIRECT, target: v.MOBILE_HOME },
    publicSiteOrigin: v.PUBLIC_SITE_ORIGIN,
    sessionCookieDomain:
      v.SESSION_COOKIE_DOMAIN === false ? null : (v.SESSION_COOKIE_DOMAIN ?? defaultCookieDomain(v.PUBLIC_SITE_ORIGIN)),
  });
}
