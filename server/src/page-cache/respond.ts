/**
 * Sending server-rendered pages: a cached entry (its stored br or gzip bytes, 304 on If-None-Match) or a fresh
 * SsrResponse that is not cached (compressed per response by @fastify/compress).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsrResponse } from 'web/src/ssr-contract.js';
import { bodyFor, pickCoding } from './body.js';
import {
  PRIVATE_NO_STORE,
  etagMatches,
  publicCacheControl,
  serverTiming,
  timingHeaders,
  type CacheOutcome,
} from './headers.js';
import type { CachedPage } from './store.js';

/**
 * The headers of a cached page's response, body headers aside (Content-Encoding, Content-Length): its stored headers
 * (a Content-Type at least), the shared-cache headers (Cache-Control with s-maxage and stale-while-revalidate, Age),
 * the weak ETag, Vary, X-Cache and Server-Timing. Shared by the SSR route and the edge (edge.ts).
 * @param renderMs how long this response waited for a render (MISS), undefined for HIT/STALE.
 */
export function cachedHeaders(
  page: CachedPage,
  outcome: CacheOutcome,
  renderMs?: number,
  dataMs?: number,
): Record<string, string> {
  const out: Record<string, string> = { ...page.headers };
  if (!Object.keys(out).some((k) => k.toLowerCase() === 'content-type')) out['content-type'] = HTML;
  out['cache-control'] = publicCacheControl(page.freshMs / 1000, page.staleMs / 1000);
  out.age = ageOf(page);
  out.etag = page.etag;
  out.vary = page.varyCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
  out['x-cache'] = outcome;
  out['server-timing'] = serverTiming(outcome, renderMs, dataMs);
  return out;
}

/** The Age header of a cached page now: whole seconds since it was rendered (RFC 9111 section 5.1). */
export function ageOf(page: CachedPage): string {
  return String(Math.max(0, Math.floor((Date.now() - page.createdAt) / 1000)));
}

/** True when a cached page answers 304 to this If-None-Match (only 200 pages are revalidated). */
export function notModified(page: CachedPage, ifNoneMatch: string | undefined): boolean {
  return page.status === 200 && etagMatches(ifNoneMatch, page.etag);
}

const HTML = 'text/html; charset=utf-8';

/**
 * Sends a cached page ({@link cachedHeaders}); 304 when If-None-Match matches; else the body in the best stored
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
  reply.headers(cachedHeaders(page, outcome, renderMs, dataMs));
  if (notModified(page, req.headers['if-none-match'])) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  reply.code(page.status);
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
