/**
 * Sending server-rendered pages: a cached entry (its stored br or gzip bytes, 304 on If-None-Match) or a fresh
 * SsrResponse that is not cached (compressed per response by @fastify/compress).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsrResponse } from 'web/src/ssr-contract.js';
import { bodyFor, pickCoding } from './body.js';
import { PRIVATE_NO_STORE, etagMatches, publicCacheControl, timingHeaders, type CacheOutcome } from './headers.js';
import type { CachedPage } from './store.js';

/**
 * Sends a cached page: status and stored headers, shared-cache headers (Age, s-maxage, stale-while-revalidate),
 * the weak ETag, Vary, X-Cache and Server-Timing; 304 when If-None-Match matches; else the body in the best stored
 * coding.
 * @param renderMs how long this response waited for a render (MISS), undefined for HIT/STALE.
 */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  outcome: CacheOutcome,
  renderMs?: number,
  dataMs?: number,
): FastifyReply {
  const ageS = Math.max(0, Math.floor((Date.now() - page.createdAt) / 1000));
  reply.code(page.status);
  for (const [k, v] of Object.entries(page.headers)) reply.header(k, v);
  if (!reply.hasHeader('content-type')) reply.type('text/html; charset=utf-8');
  reply.header('cache-control', publicCacheControl(page.freshMs / 1000, page.staleMs / 1000));
  reply.header('age', String(ageS));
  reply.header('etag', page.etag);
  reply.header('vary', page.varyCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  timingHeaders(reply, outcome, renderMs, dataMs);
  if (page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  const coding = pickCoding(req.headers['accept-encoding']);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(bodyFor(page.body, coding));
}

/**
 * Sends a rendered page that is not cached (member, error, uncacheable): `private, no-store`, X-Cache and
 * Server-Timing, a redirect (302 unless a 3xx status is given) or the HTML.
 */
export function sendUncached(
  reply: FastifyReply,
  res: SsrResponse,
  outcome: CacheOutcome,
  renderMs: number | undefined,
  dataMs?: number,
): FastifyReply {
  for (const [k, v] of Object.entries(res.headers ?? {})) reply.header(k, v);
  reply.header('cache-control', PRIVATE_NO_STORE);
  timingHeaders(reply, outcome, renderMs, dataMs);
  if (res.redirect) return reply.code(res.status >= 300 && res.status < 400 ? res.status : 302).redirect(res.redirect);
  return reply
    .code(res.status || 200)
    .type('text/html; charset=utf-8')
    .send(res.html ?? '');
}
