/**
 * Which rendered pages may be cached and for how long. Only anonymous GET/HEAD renders reach this (the
 * caller checks). A page is cached when:
 * - it is a document (no redirect) without Set-Cookie;
 * - its cache class (SsrResponse.cache, web/src/ssr-contract.ts) is 'page' or 'search'. A response without a class
 *   is treated as 'page' because the render saw nothing but the Host, the URL and the resolved language (keys.ts) and
 *   the next rule holds; the contract's 'none' is always honoured;
 * - no in-process GraphQL execution of the render failed for a reason other than the input (an upstream outage,
 *   overload or internal error must not be replayed to every reader for a minute);
 * - status 200 (TTL by class), or 404 for PAGE_CACHE_404_TTL_S (no stale window) when that is above 0.
 */
import { ErrorCode } from 'rc-pub/contract';
import type { PageCacheConfig } from '../config.js';
import type { SsrExecutionResult, SsrResponse } from 'web/src/ssr-contract.js';

/** Error codes that depend only on the request (the same URL gives the same answer): safe to cache. */
const INPUT_ERROR_CODES: ReadonlySet<string> = new Set([ErrorCode.NOT_FOUND, ErrorCode.BAD_REQUEST]);

/** True when an execution result carries an error that depends on upstream health rather than the request. */
export function isTainting(result: SsrExecutionResult): boolean {
  return (result.errors ?? []).some((e) => !INPUT_ERROR_CODES.has(String(e.extensions?.code ?? '')));
}

/** How long a page stays fresh, then stale, in ms. */
export interface Lifetime {
  freshMs: number;
  staleMs: number;
}

/** Headers never replayed from a cached entry (the cache sets its own, or they describe one response only). */
const DROPPED_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'etag',
  'server-timing',
  'transfer-encoding',
  'vary',
  'x-cache',
]);

/** The SsrResponse headers to store with a cached page. */
export function storableHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) if (!DROPPED_HEADERS.has(k.toLowerCase())) out[k] = v;
  return out;
}

/**
 * The lifetime of a rendered page, or undefined when it must not be cached (rules in the module docs).
 * @param tainted true when an execution of the render failed for an upstream reason (see {@link isTainting}).
 */
export function lifetimeOf(res: SsrResponse, tainted: boolean, cfg: PageCacheConfig): Lifetime | undefined {
  if (res.redirect || tainted || typeof res.html !== 'string') return undefined;
  if (Object.keys(res.headers ?? {}).some((k) => k.toLowerCase() === 'set-cookie')) return undefined;
  const cls = res.cache ?? 'page';
  if (cls === 'none') return undefined;
  if (res.status === 200) {
    const ttlS = cls === 'search' ? cfg.searchTtlS : cfg.pageTtlS;
    return { freshMs: ttlS * 1000, staleMs: cfg.staleS * 1000 };
  }
  if (res.status === 404 && cfg.notFoundTtlS > 0) return { freshMs: cfg.notFoundTtlS * 1000, staleMs: 0 };
  return undefined;
}
