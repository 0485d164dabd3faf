/**
 * Page cache for anonymous readers: keys.ts (what decides a page), policy.ts (what may be cached),
 * body.ts (compressed once, replayed byte for byte), store.ts (LRU or Redis), versions.ts (per-site purge),
 * headers.ts and respond.ts (what shared caches and browsers see), cache.ts (SWR, single flight, deadline),
 * edge.ts (fresh pages answered before Fastify).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayServices } from '../graphql/context.js';
import { PageCache } from './cache.js';
import { LruPageStore, RedisPageStore, type PageStore } from './store.js';
import { ContentVersions } from './versions.js';

export { PageCache, sendDeadline, timedOut, withDeadline, type Rendered } from './cache.js';
export { PageEdge, ServerFront } from './edge.js';
export { isAnonymous, pageLanguage } from './keys.js';
export { isTainting } from './policy.js';
export { sendUncached } from './respond.js';

/** Builds the page cache of an app: Redis when REDIS_URL is set, else the in-process LRU. */
export function createPageCache(services: GatewayServices, log: FastifyBaseLogger): PageCache {
  const cfg = services.config.pageCache;
  const store: PageStore = cfg.redisUrl
    ? new RedisPageStore(cfg.redisUrl, cfg.redisPrefix, log)
    : new LruPageStore(cfg.maxBytes);
  const versions = new ContentVersions({
    http: services.http,
    pollMs: cfg.versionPollMs,
    aggregateSld: services.config.defaultSld,
    log,
    // a site's configuration is dropped with its pages: every bump raises the global counter
    onChange: () => services.siteCache.invalidate(),
  });
  return new PageCache(cfg, store, versions, services.config.defaultSld, log);
}
