/**
 * The page cache for anonymous readers (page-cache/), when SSR and PAGE_CACHE are on: `app.pageCache` for the SSR
 * route, and its edge installed in front of Fastify (`app.front`), where fresh cached pages are answered before any
 * routing. The edge hands on what the guards must see: pages with a per-IP budget (the rate limiter counts them) and
 * phones asking for a home page (the mobile redirect, docs/product/sites-and-frame.md#mobile-home).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPageCache, type PageCache, PageEdge } from '../../page-cache/index.js';
import { isRateLimitedPage } from '../external/rate-limit.js';
import type { GatewayPluginOptions } from './gateway.js';
import { wouldRedirect } from './mobile-redirect.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The anonymous page cache (present when SSR and PAGE_CACHE are on). */
    pageCache?: PageCache;
  }
}

async function pageCache(app: FastifyInstance, { config }: GatewayPluginOptions): Promise<void> {
  if (!config.ssr || !config.pageCache.enabled) return;
  const cache = createPageCache(app.gateway, app.log);
  app.decorate('pageCache', cache);
  app.front.use(
    new PageEdge(cache, {
      trustsProxy: config.trustProxy !== false,
      rateLimited: (path) => isRateLimitedPage(path, config.rateLimit),
      // a phone asking for a home page is redirected, never answered from the cache
      handsOn: (req) => wouldRedirect(config, req),
    }),
  );
  app.addHook('onReady', async () => {
    await cache.store.ready(2000);
    // Key the first pages on real versions when rc-pub answers quickly; never hold the start for it.
    const first = cache.versions.start();
    await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  });
  app.addHook('onClose', () => cache.close());
}

/** Decorates `app.pageCache` and installs its edge (module docs); nothing when SSR or PAGE_CACHE is off. */
export const pageCachePlugin = fp(pageCache, { name: 'page-cache', fastify: '5.x', dependencies: ['gateway'] });
