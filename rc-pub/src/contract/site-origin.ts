/**
 * Where a site of the portal is served: the origin (`scheme://host[:port]`) of the site with subdomain `sld`, so that
 * an article has one canonical address on the site of its journal whichever host shows it
 * (docs/product/citation-and-harvest.md#one-address-per-article). One rule for rc-pub (OAI-PMH, citation records,
 * Crossref deposits) and the gateway (canonical links, sitemaps).
 *
 * Sites are found by the first label of the Host (docs/product/sites-and-frame.md#how-a-page-finds-its-site), so the
 * origin of another site is the asked origin with that label replaced, unless a deployment names its hosts with a
 * template (`https://{sld}.journals.example.org`: the gateway's PUBLIC_SITE_ORIGIN, rc-pub's RC_PUB_PORTAL_URL where
 * no request names a host, as in Crossref deposits).
 */

/** The placeholder of a site origin template. */
export const SLD_PLACEHOLDER = '{sld}';

/** Subdomain syntax of a site (the seed and the site file accept no other). */
const SLD = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * True when `value` is a usable site origin template: an absolute http(s) URL without path, query or credentials
 * whose host holds `{sld}` once (e.g. `https://{sld}.journals.example.org`, `http://{sld}.localhost:3000`).
 */
export function isSiteOriginTemplate(value: string): boolean {
  if (value.split(SLD_PLACEHOLDER).length !== 2) return false;
  let u: URL;
  try {
    u = new URL(value.replace(SLD_PLACEHOLDER, 'x'));
  } catch {
    return false;
  }
  return (
    (u.protocol === 'http:' || u.protocol === 'https:') &&
    !u.username &&
    !u.password &&
    (u.pathname === '/' || u.pathname === '') &&
    !u.search &&
    !u.hash &&
    /^https?:\/\/[^/]*\{sld\}/.test(value)
  );
}

/** What {@link siteOrigin} works from. */
export interface SiteOriginBase {
  /** The origin the request came to (`https://plosmed.journals.example.org`), when known. */
  origin?: string | null | undefined;
  /** A site origin template (module docs); wins over `origin` when set. */
  template?: string | null | undefined;
}

/**
 * The origin of site `sld`, or null when neither a template nor an origin is known or `sld` is no subdomain.
 * - template: `{sld}` replaced;
 * - a host of three labels or more (two ending in `localhost`): its first label replaced
 *   (`plosmed.localhost:3000` → `rsp.localhost:3000`);
 * - a bare host (`localhost:3000`, `example.org`): `sld.` prepended, the default site's too (`www.localhost:3000`
 *   serves what `localhost:3000` serves), so that each site has one origin whichever host was asked;
 * - an IP address: the origin itself (every site is then reached by the path's site id on the one host).
 */
export function siteOrigin(sld: string, base: SiteOriginBase): string | null {
  const s = sld.trim().toLowerCase();
  if (!SLD.test(s)) return null;
  if (base.template && isSiteOriginTemplate(base.template)) return base.template.replace(SLD_PLACEHOLDER, s);
  if (!base.origin) return null;
  let u: URL;
  try {
    u = new URL(base.origin);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const host = u.hostname.replace(/\.$/, '').toLowerCase();
  const port = u.port ? `:${u.port}` : '';
  if (host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return u.origin;
  const labels = host.split('.');
  const minLabels = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  if (labels.length >= minLabels) return `${u.protocol}//${[s, ...labels.slice(1)].join('.')}${port}`;
  return `${u.protocol}//${s}.${host}${port}`;
}

/**
 * The base domain the sites share (`journals.example.org` for `https://{sld}.journals.example.org` or for
 * `https://plosmed.journals.example.org`), or null when the base names none (an IP address, nothing known).
 * The OAI-PMH repository identifier defaults to it.
 */
export function siteBaseDomain(base: SiteOriginBase): string | null {
  const probe = siteOrigin('x', base);
  if (!probe) return null;
  const host = new URL(probe).hostname;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return null;
  return host.startsWith('x.') ? host.slice(2) : null;
}
