/**
 * Whether an absolute URL is a page of one of this deployment's sites (where a hand-over link may send a member's
 * one-time code, docs/product/members.md#token-hand-over). Built on the two rules the portal already has: the site
 * origin of a subdomain (rc-pub/contract siteOrigin: the PUBLIC_SITE_ORIGIN template, else derived from the asked
 * origin) and the safe return path (rc-pub/contract isPortalPath: no `//host` or `\` tricks). Whether the subdomain
 * names a site rc-pub holds is the caller's check.
 */
import { isPortalPath, type SiteOriginBase, siteOrigin } from 'rc-pub/contract';
import { sldFromHost } from './request.js';

/** A URL found to be on one of the deployment's sites: the parsed URL and the subdomain of its site. */
export interface OwnSiteUrl {
  url: URL;
  /** The site's subdomain (sldFromHost: the default site's for a bare host or an IP address). */
  sld: string;
}

/** The origin of the sites' bare base domain (`https://journals.example.org`), or null when the base names none. */
function baseDomainOrigin(base: SiteOriginBase): string | null {
  const probe = siteOrigin('x', base);
  if (!probe) return null;
  const u = new URL(probe);
  return u.hostname.startsWith('x.') ? `${u.protocol}//${u.host.slice(2)}` : null;
}

/**
 * `target` parsed, with the subdomain the gateway would serve it as (sldFromHost, `defaultSld` for a bare host), when
 * it is an absolute http(s) URL without credentials whose origin is the site origin of that subdomain under `base`,
 * the asked origin itself or the sites' bare base domain, and whose path and query pass isPortalPath; otherwise null.
 */
export function ownSiteUrl(target: string, base: SiteOriginBase, defaultSld: string): OwnSiteUrl | null {
  let url: URL;
  try {
    url = new URL(target.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!isPortalPath(`${url.pathname}${url.search}`)) return null;
  const sld = sldFromHost(url.host, defaultSld);
  const own =
    url.origin === siteOrigin(sld, base) || url.origin === base.origin || url.origin === baseDomainOrigin(base);
  return own ? { url, sld } : null;
}
