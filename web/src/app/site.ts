/**
 * Which site the page shows (by subdomain or route: docs/product/sites-and-frame.md#how-a-page-finds-its-site). From the route: `/homeNav/{site}/{lang}`,
 * `/{site}/home/{lang}` (site short name = sld), or a numeric `{siteId}` route param. Otherwise both are null and the
 * gateway uses the request's Host subdomain, else `www`.
 */
import { useParams } from 'react-router';

/** Arguments for the GraphQL `site(sld:, id:)` field. */
export interface SiteArgs {
  sld: string | null;
  id: number | null;
}

/** Parses a route's site params (`site` = sld, `siteId` = numeric id) into `site(sld:, id:)` arguments. */
export function siteArgsFromParams(params: Readonly<Record<string, string | undefined>>): SiteArgs {
  const sld = params.site && /^[A-Za-z0-9-]{1,63}$/.test(params.site) ? params.site.toLowerCase() : null;
  const rawId = params.siteId;
  const id = rawId && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  return { sld: id === null ? sld : null, id };
}

/** The current route's site arguments (see module doc). */
export function useSiteArgs(): SiteArgs {
  return siteArgsFromParams(useParams());
}

/** True on the home routes (`/`, `/homeNav/...`, `/{site}/home/...`; docs/product/sites-and-frame.md#home-routes). */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || /^\/homeNav(\/|$)/.test(pathname) || /^\/[^/]+\/home(\/|$)/.test(pathname);
}

/** True on article/thesis detail routes (/article/id|doi/..., /thesis/..., /{lang}/article|thesis/...). */
export function isArticlePath(pathname: string): boolean {
  return /^\/(?:(?:zh|en)\/)?(?:article|thesis)\/./.test(pathname);
}
