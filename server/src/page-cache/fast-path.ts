/**
 * The page cache's fast path (issue 7, "cached anonymous pages at least 50% of nginx"): a GET for a page that is
 * fresh in the cache is answered from an `onRequest` hook, after the guards every request passes (request id and log,
 * security headers, load shedding, rate limits) and before cookie parsing, routing, the SSR handler and its render
 * gate. What it answers is what the SSR route would answer for a HIT (sendCached: same headers, same stored bytes);
 * anything else (member, HEAD, stale, miss, non-page path) goes on to the route as before.
 */
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { PageCache } from './cache.js';
import { isAnonymous, pageLanguage } from './keys.js';
import { sendCached } from './respond.js';

/** Path prefixes the SSR route never renders (their answers are never in the page cache). */
const NOT_PAGES = ['/graphql', '/graphiql', '/rc-pub/', '/assets/', '/_page-css/', '/healthz'];

/**
 * Adds the fast-path hook to `app` (register it after the guards: hooks run in the order they are added).
 * @param cache the app's page cache (page-cache/index.ts createPageCache).
 */
export function pageCacheFastPath(app: FastifyInstance, cache: PageCache): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET') return;
    const url = req.url;
    for (const p of NOT_PAGES) if (url.startsWith(p)) return;
    const header = req.headers.cookie;
    const cookies = header ? fastifyCookie.parse(header) : {};
    if (!isAnonymous(cookies)) return;
    const { lang, fromUrl } = pageLanguage(url, cookies);
    const entry = await cache.fresh({ host: req.headers.host ?? '', url, lang, fromUrl });
    if (!entry) return;
    return sendCached(req, reply, entry, 'HIT');
  });
}
