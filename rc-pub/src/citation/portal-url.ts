/**
 * The portal's article page address for citation records. rc-pub alone does not know where the portal is
 * served, so the gateway tells it on each citation call: header `x-portal-origin` (the page's origin, e.g.
 * `https://plosmed.example.org`) and the `siteId` query parameter. Without both, records carry no URL.
 */
import type { CtxContributor } from '../lib/context.js';
import type { CitationRecordOptions } from './record.js';

declare module '../lib/context.js' {
  interface ServiceCtx {
    /** Bare http(s) origin of the portal page the call serves (`x-portal-origin`); null when absent or invalid. */
    portalOrigin: string | null;
  }
}

/** Request header carrying the portal origin (scheme, host and port; no path). */
export const PORTAL_ORIGIN_HEADER = 'x-portal-origin';

/**
 * The origin of a header value, or null when it is absent or not an absolute http(s) origin (anything with a path,
 * query, credentials or another scheme is refused, so a caller cannot make records point elsewhere than a host).
 */
export function parsePortalOrigin(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username || u.password || (u.pathname !== '/' && u.pathname !== '') || u.search || u.hash) return null;
  return u.origin;
}

/** The citation field of each request's context: the portal origin its `x-portal-origin` header names. */
export const portalOriginContext: CtxContributor<'portalOrigin'> = (req) => ({
  portalOrigin: parsePortalOrigin(req.headers[PORTAL_ORIGIN_HEADER]),
});

/**
 * `articleUrl` option of loadCitationRecords: `/article/id/{siteId}/{thesisId}/{lang}` (docs/product/citation-and-harvest.md#citation-records) on `origin`; undefined
 * (no URLs) when either part is missing.
 */
export function portalArticleUrl(
  origin: string | null,
  siteId: number | null | undefined,
): CitationRecordOptions['articleUrl'] {
  if (!origin || !siteId) return undefined;
  return (articleId, lang) => `${origin}/article/id/${siteId}/${articleId}/${lang}`;
}
