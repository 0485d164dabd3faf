/**
 * One address per article (docs/product/citation-and-harvest.md#one-address-per-article): an article's canonical
 * URL is its page on the site of its journal that rc-pub prefers (`PublicationWire.siteIds[0]`: the journal's own
 * single site, else a group site, else the aggregate site), at that site's own origin (rc-pub/contract siteOrigin).
 * Article.canonicalUrl and the sitemaps apply the same rule.
 */
import { type Lang, siteOrigin } from 'rc-pub/contract';

/** The id of the site a journal's articles have their canonical address on, or undefined when no site holds it. */
export function canonicalSiteId(publication: { siteIds: readonly number[] }): number | undefined {
  return publication.siteIds[0];
}

/** The article page URL `{origin}/article/id/{siteId}/{articleId}/{lang}` (docs/product/sites-and-frame.md#content-routes). */
export function articlePageUrl(origin: string, siteId: number, articleId: number, lang: Lang): string {
  return `${origin}/article/id/${siteId}/${articleId}/${lang}`;
}

/**
 * The canonical URL of an article in `lang`: on site `site` (the journal's canonical site) at its origin, derived from
 * the template (PUBLIC_SITE_ORIGIN) when set, else from the asked origin (`https://www.journals.example.org` gives
 * `https://plosone.journals.example.org`). Null when neither is known or the site's sld is no subdomain.
 */
export function canonicalArticleUrl(
  site: { id: number; sld: string },
  articleId: number,
  lang: Lang,
  base: { origin?: string | undefined; template?: string | undefined },
): string | null {
  const origin = siteOrigin(site.sld, base);
  return origin ? articlePageUrl(origin, site.id, articleId, lang) : null;
}
