/**
 * Response headers of server-rendered pages, so a CDN or nginx can cache what the gateway caches:
 * - cacheable anonymous pages: `Cache-Control: public, max-age=0, s-maxage=<ttl>, stale-while-revalidate=<stale>`
 *   (browsers revalidate every time, shared caches keep the page), an ETag, `Vary: Accept-Encoding` plus `Cookie`
 *   when the language came from the `language` cookie (a URL naming its language does not depend on cookies);
 * - member, error and uncacheable pages: `Cache-Control: private, no-store`;
 * - every page: `X-Cache: HIT|MISS|STALE|BYPASS` and `Server-Timing: cache;desc=<X-Cache>, render;dur=<ms>,
 *   data;dur=<ms>` (render: the whole render this response waited for; data: from the start of its first in-process
 *   GraphQL execution to the end of its last, i.e. the page's query and the rc-pub calls it makes).
 *
 * The ETag is weak (`W/"…"`, a hash of the HTML): a response may be gzip or br, so the bytes differ while the page is
 * the same, which is what a weak validator promises (RFC 9110 section 8.8.1). If-None-Match is compared weakly and answers
 * 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Lang } from 'rc-pub/contract';

/** What the page cache did for a response. */
export type CacheOutcome = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

/** Weak ETag of a page's HTML. */
export function etagOf(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header matches `etag` (weak comparison, RFC 9110 section 13.1.2; `*` matches). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || opaque(t) === mine);
}

/** Cache-Control of a shareable page fresh for `ttlS` seconds and usable stale for `staleS` more. */
export function publicCacheControl(ttlS: number, staleS: number): string {
  return `public, max-age=0, s-maxage=${ttlS}${staleS > 0 ? `, stale-while-revalidate=${staleS}` : ''}`;
}

/** Cache-Control of member, error and uncacheable pages. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The Server-Timing value of a page response: `cache;desc=<outcome>`, then `render;dur=<ms>` only when this response
 * waited for a render, and `data;dur=<ms>` when that render executed GraphQL.
 */
export function serverTiming(outcome: CacheOutcome, renderMs?: number, dataMs?: number): string {
  let timing = `cache;desc=${outcome}`;
  if (renderMs !== undefined) timing += `, render;dur=${renderMs.toFixed(1)}`;
  if (dataMs !== undefined) timing += `, data;dur=${dataMs.toFixed(1)}`;
  return timing;
}

/** Sets X-Cache and Server-Timing ({@link serverTiming}). */
export function timingHeaders(reply: FastifyReply, outcome: CacheOutcome, renderMs?: number, dataMs?: number): void {
  reply.header('x-cache', outcome);
  reply.header('server-timing', serverTiming(outcome, renderMs, dataMs));
}

/** Seconds a client should wait before retrying after a render deadline. */
export const DEADLINE_RETRY_AFTER_S = 5;

/**
 * The readable 503 page of a render over RENDER_DEADLINE_MS, in the request's language. The wording follows the
 * maintenance text (docs/product/sites-and-frame.md#site-states) in spirit: the page is busy, try again shortly.
 */
export function deadlinePage(lang: Lang): string {
  const t =
    lang === 'en'
      ? {
          html: 'en',
          title: 'The page is taking too long',
          body: 'The server is busy and could not prepare this page in time. Please try again in a few seconds.',
          again: 'Try again',
        }
      : {
          html: 'zh-CN',
          title: '页面加载超时',
          body: '服务器繁忙，未能及时生成此页面。请稍候几秒后重试。',
          again: '重试',
        };
  return (
    `<!doctype html><html lang="${t.html}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head>` +
    `<body style="font-family:sans-serif;max-width:40em;margin:4em auto;padding:0 1em"><h1>${t.title}</h1>` +
    `<p>${t.body}</p><p><a href="">${t.again}</a></p></body></html>`
  );
}
