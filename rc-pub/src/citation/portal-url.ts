/**
 * The article's one address for citation records (docs/product/citation-and-harvest.md#citation-records). rc-pub
 * alone does not know where the portal is served, so the gateway tells it on each citation call with header
 * `x-portal-origin` (the page's origin, e.g. `https://plosmed.example.org`). The address is the same whichever host
 * or `siteId` the call names: the article page on the site its journal prefers, on that site's own origin
 * (contract/site-origin.ts). Without an origin, records carry no URL.
 */
import { siteOrigin } from '../contract/site-origin.js';
import type { CtxContributor } from '../lib/context.js';

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

/** A site an article's address can be on: id and subdomain. */
export interface ArticleSite {
  id: number;
  sld: string;
}

/**
 * The article page URL `{origin of site}/article/id/{site id}/{article id}/{lang}` on `site`, its journal's preferred
 * site, where the origin is {@link siteOrigin} of the site's subdomain from the asked `portalOrigin`; null when the
 * origin is unknown, the journal is on no site, or the subdomain gives no origin.
 */
export function canonicalArticleUrl(
  portalOrigin: string | null | undefined,
  site: ArticleSite | null | undefined,
  articleId: number,
  lang: 'zh' | 'en',
): string | null {
  if (!portalOrigin || !site) return null;
  const origin = siteOrigin(site.sld, { origin: portalOrigin });
  return origin ? `${origin}/article/id/${site.id}/${articleId}/${lang}` : null;
}
