/**
 * Gateway configuration: read from the environment once, validated, with every problem listed before exit.
 *
 * | variable           | default                  | meaning                                                              |
 * |--------------------|--------------------------|----------------------------------------------------------------------|
 * | PORT               | 3000                     | TCP port the gateway listens on                                      |
 * | HOST               | 127.0.0.1                | address to bind (0.0.0.0 in containers)                              |
 * | GATEWAY_WORKERS    | 1                        | gateway processes sharing the port (node:cluster); `auto` = CPU count |
 * | RC_PUB_URL         | http://127.0.0.1:3001    | base URL of any rc-pub deployment (paths /rc-pub/... are appended)   |
 * | RC_PUB_TIMEOUT_MS  | 600000                   | per-request timeout towards rc-pub in ms (SPEC §9 request timeout)   |
 * | SITE_CONFIG_TTL_MS | 30000                    | how long per-site configuration (site, header, footer, menus, ...) is cached; 0 = off |
 * | SITE_CONFIG_STALE_MS | 120000               | after the TTL, per-site configuration is still served this long while one call refreshes it; 0 = off |
 * | DEFAULT_SLD        | www                      | site subdomain used when the Host names none (localhost, an IP)      |
 * | NODE_ENV           | development              | development, production or test                                     |
 * | GRAPHIQL           | on unless production     | on/off: serve GraphiQL at /graphiql                                  |
 * | WEB_DIST           | <repo>/web/dist          | the built web app (client/ and server/ from `pnpm build`)            |
 * | SSR                | on                       | on/off: server-render every page GET with the built web app          |
 * | LOG_LEVEL          | info                     | pino log level (fatal … trace, silent); per-request lines are debug  |
 * | RENDER_TIMEOUT_MS  | 5000                     | timeout of rc-pub calls made while server-rendering a page (render deadline) |
 * | TRUST_PROXY        | off                      | off, on, a hop count, or comma-separated proxy addresses/CIDRs (nginx in front) |
 * | REDIS_URL          | (none)                   | redis:// URL: rate-limit counters and page cache shared by every gateway process; in-process without |
 * | RATE_LIMIT_WINDOW_MS | 60000                  | rate-limit window in ms                                              |
 * | RATE_LIMIT_GRAPHQL | 1200                     | /graphql requests per client IP per window; 0 = no limit             |
 * | RATE_LIMIT_SEARCH  | 300                      | search page GETs (/article, /mag, ...) per client IP per window; 0 = no limit |
 * | RATE_LIMIT_PREFIX  | rc-portal:rl:            | Redis key prefix of the rate-limit counters                          |
 * | SHED_MAX_EVENT_LOOP_DELAY_MS | 1000           | answer 503 while the event-loop delay exceeds this; 0 = off          |
 * | SHED_MAX_HEAP_MB   | 0                        | answer 503 while the V8 heap in use exceeds this many MiB; 0 = off   |
 * | SHED_MAX_RSS_MB    | 0                        | answer 503 while the resident set exceeds this many MiB; 0 = off     |
 * | SHED_RETRY_AFTER_S | 10                       | Retry-After (s) of the 503 and 429 answers under load                |
 * | RENDER_CONCURRENCY | CPU count / workers      | server renders that run at once per process; more wait in line       |
 * | RENDER_THREADS     | on                       | on/off: run each render in a worker thread (RENDER_CONCURRENCY of them) instead of on the event loop |
 * | RENDER_QUEUE_MAX   | 64                       | renders that may wait; beyond, and past their deadline, pages answer 503 at once |
 * | RENDER_QUEUE_WAIT_MS | 500                    | longest wait for a render slot; past it the page answers 503 at once |
 * | PAGE_CACHE         | on                       | on/off: cache server-rendered pages for anonymous readers (issue 7)  |
 * | PAGE_CACHE_MAX_MB  | 64                       | in-process page cache bound in MiB (bodies and their gzip/br forms), shared out among the GATEWAY_WORKERS |
 * | PAGE_CACHE_TTL_S   | 60                       | seconds a cached content page is fresh (also its CDN s-maxage)       |
 * | PAGE_CACHE_STALE_S | 600                      | seconds after that a stale page is still served while one render refreshes it |
 * | SEARCH_CACHE_TTL_S | 30                       | seconds a cached anonymous search result page is fresh               |
 * | PAGE_CACHE_404_TTL_S | 10                     | seconds a cacheable 404 page is kept (0 = never cache 404s)          |
 * | PAGE_CACHE_REDIS_PREFIX | rc-portal:page:     | key prefix of page-cache entries in Redis                            |
 * | CONTENT_VERSION_POLL_MS | 5000                | how often rc-pub's content versions are polled (per-site purge); 0 = never |
 * | RENDER_DEADLINE_MS | 8000                     | a page render slower than this answers a 503 page (Retry-After)      |
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  graphiql: boolean;
  /** Absolute path of the built web app. */
  webDist: string;
  ssr: boolean;
  logLevel: string;
  /** Timeout in ms of rc-pub calls made for server rendering (the render deadline; shorter than rcPubTimeoutMs). */
  renderTimeoutMs: number;
  /** Fastify `trustProxy`: false, true, a hop count or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Redis URL shared by rate-limit counters and the page cache; undefined = in-process. */
  redisUrl: string | undefined;
  /** Rate limits per client IP: window in ms, /graphql and search-page budgets (0 = unlimited), Redis key prefix. */
  rateLimit: { windowMs: number; graphql: number; search: number; prefix: string };
  /** Load shedding thresholds (0 = that check is off) and the Retry-After of a 503, in seconds. */
  shed: { maxEventLoopDelayMs: number; maxHeapBytes: number; maxRssBytes: number; retryAfterS: number };
  /** Server renders running at once, and waiting for a slot (security/render-gate.ts). */
  renderGate: { concurrency: number; queueMax: number; queueWaitMs: number };
  /** Render pages in worker threads (render-threads.ts), one per render slot; false = on the event loop. */
  renderThreads: boolean;
  /** Page cache settings (server/src/page-cache/). */
  pageCache: PageCacheConfig;
}

/** Page cache settings (issue 7): all durations in the units their names say. */
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
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** Thrown by {@link loadConfig} with every invalid variable listed, one per line. */
export class ConfigError extends Error {}

function parseSwitch(name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no'].includes(v)) return false;
  problems.push(`${name} must be on or off, got '${raw}'`);
  return fallback;
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
    return fallback;
  }
  return n;
}

/** TRUST_PROXY: off/on, a hop count (1 = the nearest proxy, e.g. nginx), or proxy addresses/CIDRs, comma-separated. */
function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string[] {
  const v = raw?.trim() ?? '';
  if (v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const lower = v.toLowerCase();
  if (['on', 'true', 'yes'].includes(lower)) return true;
  if (['off', 'false', 'no'].includes(lower)) return false;
  const list = v.split(',').map((x) => x.trim());
  if (list.every((x) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(x))) return list;
  problems.push(`TRUST_PROXY must be on, off, a hop count or comma-separated proxy addresses/CIDRs, got '${raw}'`);
  return false;
}

/**
 * Reads and validates the environment.
 * @param env the environment (default process.env); tests pass their own.
 * @throws ConfigError listing each invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];
  const port = parseInteger('PORT', env.PORT, 3000, 0, 65535, problems);
  const host = env.HOST?.trim() || '127.0.0.1';
  const workers =
    env.GATEWAY_WORKERS?.trim().toLowerCase() === 'auto'
      ? availableParallelism()
      : parseInteger('GATEWAY_WORKERS', env.GATEWAY_WORKERS, 1, 1, 64, problems);

  const rawUrl = env.RC_PUB_URL?.trim() || 'http://127.0.0.1:3001';
  let rcPubOrigin = 'http://127.0.0.1:3001';
  let rcPubBasePath = '';
  try {
    const u = new URL(rawUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
    rcPubOrigin = u.origin;
    rcPubBasePath = u.pathname.replace(/\/+$/, '');
  } catch {
    problems.push(`RC_PUB_URL must be an http(s) URL such as http://127.0.0.1:3001, got '${rawUrl}'`);
  }

  const rcPubTimeoutMs = parseInteger('RC_PUB_TIMEOUT_MS', env.RC_PUB_TIMEOUT_MS, 600_000, 1, 3_600_000, problems);
  const siteConfigTtlMs = parseInteger('SITE_CONFIG_TTL_MS', env.SITE_CONFIG_TTL_MS, 30_000, 0, 86_400_000, problems);
  const siteConfigStaleMs = parseInteger(
    'SITE_CONFIG_STALE_MS',
    env.SITE_CONFIG_STALE_MS,
    120_000,
    0,
    86_400_000,
    problems,
  );

  const defaultSld = (env.DEFAULT_SLD?.trim() || 'www').toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]*$/.test(defaultSld))
    problems.push(`DEFAULT_SLD must be a subdomain label such as www, got '${env.DEFAULT_SLD}'`);

  const nodeEnvRaw = env.NODE_ENV?.trim() || 'development';
  const nodeEnv = (NODE_ENVS as readonly string[]).includes(nodeEnvRaw)
    ? (nodeEnvRaw as GatewayConfig['nodeEnv'])
    : 'development';
  if (nodeEnv !== nodeEnvRaw) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got '${nodeEnvRaw}'`);

  const graphiql = parseSwitch('GRAPHIQL', env.GRAPHIQL, nodeEnv !== 'production', problems);
  const ssr = parseSwitch('SSR', env.SSR, true, problems);
  const webDist = path.resolve(env.WEB_DIST?.trim() || path.join(repoRoot, 'web/dist'));

  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);

  const renderTimeoutMs = parseInteger('RENDER_TIMEOUT_MS', env.RENDER_TIMEOUT_MS, 5000, 1, 600_000, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got '${redisUrl}'`);
  const rateLimit = {
    windowMs: parseInteger('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, 60_000, 1000, 86_400_000, problems),
    graphql: parseInteger('RATE_LIMIT_GRAPHQL', env.RATE_LIMIT_GRAPHQL, 1200, 0, 10_000_000, problems),
    search: parseInteger('RATE_LIMIT_SEARCH', env.RATE_LIMIT_SEARCH, 300, 0, 10_000_000, problems),
    prefix: env.RATE_LIMIT_PREFIX?.trim() || 'rc-portal:rl:',
  };
  const MiB = 1024 * 1024;
  const shed = {
    maxEventLoopDelayMs: parseInteger(
      'SHED_MAX_EVENT_LOOP_DELAY_MS',
      env.SHED_MAX_EVENT_LOOP_DELAY_MS,
      1000,
      0,
      600_000,
      problems,
    ),
    maxHeapBytes: parseInteger('SHED_MAX_HEAP_MB', env.SHED_MAX_HEAP_MB, 0, 0, 1_000_000, problems) * MiB,
    maxRssBytes: parseInteger('SHED_MAX_RSS_MB', env.SHED_MAX_RSS_MB, 0, 0, 1_000_000, problems) * MiB,
    retryAfterS: parseInteger('SHED_RETRY_AFTER_S', env.SHED_RETRY_AFTER_S, 10, 1, 3600, problems),
  };
  const renderGate = {
    // A render is CPU work on the one event loop once its data is in (issue 7 soak, 2 cores: 8 at once answered
    // 330 req/s with a 12 s p99, 2 at once 2,300 req/s with a 4 s p99): as many as there are cores.
    // With several worker processes the cores are shared among them.
    concurrency: parseInteger(
      'RENDER_CONCURRENCY',
      env.RENDER_CONCURRENCY,
      Math.max(1, Math.floor(availableParallelism() / workers)),
      1,
      1000,
      problems,
    ),
    queueMax: parseInteger('RENDER_QUEUE_MAX', env.RENDER_QUEUE_MAX, 64, 0, 100_000, problems),
    // Under overload a reader gets a 503 within half a second rather than a page after many (issue 7: no answer
    // over 2 s at 200 connections; 1000 left 2.0 s answers in the soak); a started render still has RENDER_DEADLINE_MS.
    queueWaitMs: parseInteger('RENDER_QUEUE_WAIT_MS', env.RENDER_QUEUE_WAIT_MS, 500, 1, 600_000, problems),
  };
  const renderThreads = parseSwitch('RENDER_THREADS', env.RENDER_THREADS, true, problems);
  const pageCache = loadPageCacheConfig(env, redisUrl, workers, problems);

  if (problems.length) throw new ConfigError(`Invalid gateway configuration:\n- ${problems.join('\n- ')}`);
  return {
    port,
    host,
    workers,
    rcPubOrigin,
    rcPubBasePath,
    rcPubTimeoutMs,
    siteConfigTtlMs,
    siteConfigStaleMs,
    defaultSld,
    nodeEnv,
    graphiql,
    webDist,
    ssr,
    logLevel,
    renderTimeoutMs,
    trustProxy,
    redisUrl,
    rateLimit,
    shed,
    renderGate,
    renderThreads,
    pageCache,
  };
}

/**
 * Page cache settings; `redisUrl` is REDIS_URL, already validated by {@link loadConfig}; each of `workers` processes
 * keeps its share of PAGE_CACHE_MAX_MB (the bound is the host's, however many processes serve).
 */
function loadPageCacheConfig(
  env: NodeJS.ProcessEnv,
  redisUrl: string | undefined,
  workers: number,
  problems: string[],
): PageCacheConfig {
  const redisRaw = redisUrl;
  return {
    enabled: parseSwitch('PAGE_CACHE', env.PAGE_CACHE, true, problems),
    maxBytes: Math.floor(
      (parseInteger('PAGE_CACHE_MAX_MB', env.PAGE_CACHE_MAX_MB, 64, 1, 65_536, problems) * 1024 * 1024) / workers,
    ),
    pageTtlS: parseInteger('PAGE_CACHE_TTL_S', env.PAGE_CACHE_TTL_S, 60, 1, 86_400, problems),
    staleS: parseInteger('PAGE_CACHE_STALE_S', env.PAGE_CACHE_STALE_S, 600, 0, 604_800, problems),
    searchTtlS: parseInteger('SEARCH_CACHE_TTL_S', env.SEARCH_CACHE_TTL_S, 30, 1, 86_400, problems),
    notFoundTtlS: parseInteger('PAGE_CACHE_404_TTL_S', env.PAGE_CACHE_404_TTL_S, 10, 0, 86_400, problems),
    redisUrl: redisRaw,
    redisPrefix: env.PAGE_CACHE_REDIS_PREFIX?.trim() || 'rc-portal:page:',
    versionPollMs: parseInteger('CONTENT_VERSION_POLL_MS', env.CONTENT_VERSION_POLL_MS, 5000, 0, 3_600_000, problems),
    renderDeadlineMs: parseInteger('RENDER_DEADLINE_MS', env.RENDER_DEADLINE_MS, 8000, 1, 600_000, problems),
  };
}
