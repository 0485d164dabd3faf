/**
 * Sending server-rendered pages: a cached entry (any coding, 304 on If-None-Match) or a fresh SsrResponse that is
 * not cached. Every page gets the nonce of this response in place of NONCE_PLACEHOLDER: helmet's
 * `reply.cspNonce.script` when the security plugin is registered, else a fresh random one (never a cached one).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsrResponse } from 'web/src/ssr-contract.js';
import { withNonce } from '../security/csp.js';
import { bodyFor, pickCoding } from './body.js';
import { PRIVATE_NO_STORE, etagMatches, publicCacheControl, timingHeaders, type CacheOutcome } from './headers.js';
import type { CachedPage } from './store.js';

/** The CSP nonce of this response: @fastify/helmet's script nonce, else 16 fresh random bytes in base64. */
export function responseNonce(reply: FastifyReply): string {
  const fromHelmet = (reply as unknown as { cspNonce?: { script?: string } | null }).cspNonce?.script;
  return fromHelmet || randomBytes(16).toString('base64');
}

/**
 * Sends a cached page: status and stored headers, shared-cache headers (Age, s-maxage, stale-while-revalidate),
 * the weak ETag, Vary, X-Cache and Server-Timing; 304 when If-None-Match matches; else the body in the best stored
 * coding with this response's nonce.
 * @param renderMs how long this response waited for a render (MISS), undefined for HIT/STALE.
 */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  outcome: CacheOutcome,
  renderMs?: number,
): FastifyReply {
  const ageS = Math.max(0, Math.floor((Date.now() - page.createdAt) / 1000));
  reply.code(page.status);
  for (const [k, v] of Object.entries(page.headers)) reply.header(k, v);
  if (!reply.hasHeader('content-type')) reply.type('text/html; charset=utf-8');
  reply.header('cache-control', publicCacheControl(page.freshMs / 1000, page.staleMs / 1000));
  reply.header('age', String(ageS));
  reply.header('etag', page.etag);
  reply.header('vary', page.varyCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  timingHeaders(reply, outcome, renderMs);
  if (page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag)) {
    // The browser keeps its stored body and would take this response's headers: keep its own CSP (and nonce).
    for (const h of ['content-security-policy', 'content-security-policy-report-only']) {
      reply.removeHeader(h); // set by the security plugin through reply.header
      reply.raw.removeHeader(h);
    }
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  const coding = pickCoding(req.headers['accept-encoding'], page.body);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(bodyFor(page.body, coding, responseNonce(reply)));
}

/**
 * Sends a rendered page that is not cached (member, error, uncacheable): `private, no-store`, X-Cache and
 * Server-Timing, a redirect (302 unless a 3xx status is given) or the HTML with this response's nonce.
 */
export function sendUncached(
  reply: FastifyReply,
  res: SsrResponse,
  outcome: CacheOutcome,
  renderMs: number | undefined,
): FastifyReply {
  for (const [k, v] of Object.entries(res.headers ?? {})) reply.header(k, v);
  reply.header('cache-control', PRIVATE_NO_STORE);
  timingHeaders(reply, outcome, renderMs);
  if (res.redirect) return reply.code(res.status >= 300 && res.status < 400 ? res.status : 302).redirect(res.redirect);
  return reply
    .code(res.status || 200)
    .type('text/html; charset=utf-8')
    .send(withNonce(res.html ?? '', responseNonce(reply)));
}
