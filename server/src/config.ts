/**
 * Gateway configuration: read from the environment once, validated, with every problem listed before exit.
 *
 * | variable           | default                  | meaning                                                              |
 * |--------------------|--------------------------|----------------------------------------------------------------------|
 * | PORT               | 3000                     | TCP port the gateway listens on                                      |
 * | HOST               | 127.0.0.1                | address to bind (0.0.0.0 in containers)                              |
 * | RC_PUB_URL         | http://127.0.0.1:3001    | base URL of any rc-pub deployment (paths /rc-pub/... are appended)   |
 * | RC_PUB_TIMEOUT_MS  | 600000                   | per-request timeout towards rc-pub in ms (SPEC §9 request timeout)   |
 * | SITE_CONFIG_TTL_MS | 30000                    | how long per-site configuration (site, header, footer, menus, ...) is cached; 0 = off |
 * | DEFAULT_SLD        | www                      | site subdomain used when the Host names none (localhost, an IP)      |
 * | NODE_ENV           | development              | development, production or test                                     |
 * | GRAPHIQL           | on unless production     | on/off: serve GraphiQL at /graphiql                                  |
 * | WEB_DIST           | <repo>/web/dist          | the built web app (client/ and server/ from `pnpm build`)            |
 * | SSR                | on                       | on/off: server-render every page GET with the built web app          |
 * | LOG_LEVEL          | info                     | pino log level (fatal … trace, silent)                               |
 * | PAGE_CACHE         | on                       | on/off: cache server-rendered pages for anonymous readers (issue 7)  |
 * | PAGE_CACHE_MAX_MB  | 64                       | in-process page cache bound in MiB (bodies and their gzip/br forms)  |
 * | PAGE_CACHE_TTL_S   | 60                       | seconds a cached content page is fresh (also its CDN s-maxage)       |
 * | PAGE_CACHE_STALE_S | 600                      | seconds after that a stale page is still served while one render refreshes it |
 * | SEARCH_CACHE_TTL_S | 30                       | seconds a cached anonymous search result page is fresh               |
 * | PAGE_CACHE_404_TTL_S | 10                     | seconds a cacheable 404 page is kept (0 = never cache 404s)          |
 * | REDIS_URL          | (none)                   | redis://host:port/db: share the page cache between replicas (else in-process LRU) |
 * | PAGE_CACHE_REDIS_PREFIX | rc-portal:page:     | key prefix of page-cache entries in Redis                            |
 * | CONTENT_VERSION_POLL_MS | 5000                | how often rc-pub's content versions are polled (per-site purge); 0 = never |
 * | RENDER_DEADLINE_MS | 8000                     | a page render slower than this answers a 503 page (Retry-After)      |
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Origin of rc-pub, e.g. `http://127.0.0.1:3001`. */
  rcPubOrigin: string;
  /** Path prefix of rc-pub's base URL ('' when RC_PUB_URL has no path), prepended to every rc-pub path. */
  rcPubBasePath: string;
  /** Request timeout towards rc-pub in milliseconds. */
  rcPubTimeoutMs: number;
  /** Cross-request per-site configuration cache lifetime in milliseconds (0 disables the cache). */
  siteConfigTtlMs: number;
  defaultSld: string;
  nodeEnv: 'development' | 'production' | 'test';
  graphiql: boolean;
  /** Absolute path of the built web app. */
  webDist: string;
  ssr: boolean;
  logLevel: string;
  /** Page cache settings (server/src/page-cache/). */
  pageCache: PageCacheConfig;
}

/** Page cache settings (issue 7): all durations in the units their names say. */
export interface PageCacheConfig {
  enabled: boolean;
  /** In-process LRU bound in bytes. */
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

/**
 * Reads and validates the environment.
 * @param env the environment (default process.env); tests pass their own.
 * @throws ConfigError listing each invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];
  const port = parseInteger('PORT', env.PORT, 3000, 0, 65535, problems);
  const host = env.HOST?.trim() || '127.0.0.1';

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

  const pageCache = loadPageCacheConfig(env, problems);

  if (problems.length) throw new ConfigError(`Invalid gateway configuration:\n- ${problems.join('\n- ')}`);
  return {
    port,
    host,
    rcPubOrigin,
    rcPubBasePath,
    rcPubTimeoutMs,
    siteConfigTtlMs,
    defaultSld,
    nodeEnv,
    graphiql,
    webDist,
    ssr,
    logLevel,
    pageCache,
  };
}

function loadPageCacheConfig(env: NodeJS.ProcessEnv, problems: string[]): PageCacheConfig {
  const redisRaw = env.REDIS_URL?.trim() || undefined;
  if (redisRaw) {
    try {
      const u = new URL(redisRaw);
      if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error('protocol');
    } catch {
      problems.push(`REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got '${redisRaw}'`);
    }
  }
  return {
    enabled: parseSwitch('PAGE_CACHE', env.PAGE_CACHE, true, problems),
    maxBytes: parseInteger('PAGE_CACHE_MAX_MB', env.PAGE_CACHE_MAX_MB, 64, 1, 65_536, problems) * 1024 * 1024,
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
