/**
 * The states of a site that cannot be shown (docs/product/sites-and-frame.md#site-states) and how the server answers
 * them: an unknown site 404, an expired site 410, a site under maintenance 503 with Retry-After, any other failed site
 * lookup 502. A forbidden site is not among them: it goes to /forbiddenPage. Pure, shared by the page that meets the
 * failed lookup (app/QueryError.tsx, ErrorFrame.tsx), /errorPage and the server's answer (siteStateDocument.tsx).
 */
import { siteOrigin } from 'rc-pub/contract';
import { isUpstreamFailure } from '../../app/queryErrors.js';

/** What the reader is told. */
export type SiteStateKind = 'unknown' | 'expired' | 'maintenance' | 'unavailable';

/** A site that cannot be shown: its kind and, under maintenance, the contact phone rc-pub answered with. */
export interface SiteState {
  kind: SiteStateKind;
  phone?: string;
}

/** How long a crawler or reader should wait before asking a site under maintenance again (seconds). */
export const MAINTENANCE_RETRY_AFTER_S = 3600;

const STATUS: Readonly<Record<SiteStateKind, number>> = {
  unknown: 404,
  expired: 410,
  maintenance: 503,
  unavailable: 502,
};

/** The HTTP status of a state. */
export function siteStateStatus(kind: SiteStateKind): number {
  return STATUS[kind];
}

/**
 * The state of a failed site lookup by its GraphQL error code: NOT_FOUND and BAD_REQUEST (no such subdomain, a
 * malformed one) are an unknown site. Null for a forbidden site and for a service that did not answer
 * (UPSTREAM_UNAVAILABLE or UPSTREAM_TIMEOUT: the page shows 'Data acquisition failed').
 */
export function siteStateOf(code: string, phone?: unknown): SiteState | null {
  if (code === 'FORBIDDEN_SITE' || isUpstreamFailure(code)) return null;
  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return { kind: 'unknown' };
  if (code === 'SITE_EXPIRED') return { kind: 'expired' };
  if (code === 'SITE_MAINTENANCE')
    return typeof phone === 'string' && phone ? { kind: 'maintenance', phone } : { kind: 'maintenance' };
  return { kind: 'unavailable' };
}

/** The state an /errorPage `code` names (a link into /errorPage of an open site), `unavailable` for anything else. */
export function siteStateOfParam(code: string | null): SiteState {
  return siteStateOf(code ?? '') ?? { kind: 'unavailable' };
}

/**
 * The portal's main site (`www`) on the request's base domain (rc-pub/contract siteOrigin):
 * `http://nosuch.localhost:3000` gives `http://www.localhost:3000/homeNav/www/en`; a relative URL when the origin is
 * unknown.
 */
export function portalHomeUrl(origin: string | undefined, lang: string): string {
  const path = `/homeNav/www/${lang}`;
  const www = origin ? siteOrigin('www', { origin }) : null;
  return www ? `${www}${path}` : path;
}
