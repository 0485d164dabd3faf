/**
 * Maps GraphQL errors of a page query to what the reader sees (docs/product/calls-and-errors.md#how-pages-show-errors): FORBIDDEN_SITE → /forbiddenPage?lang=…,
 * SITE_EXPIRED / SITE_MAINTENANCE / other site lookup errors (an unknown site too) → the site's state, answered in
 * place by the server (docs/product/sites-and-frame.md#site-states), other NOT_FOUND → the 404 page, BAD_REQUEST →
 * the same page with HTTP 400,
 * anything else (including network failures, `errors` null) → the generic 'Data acquisition failed' message.
 * Pure: QueryError.tsx extracts the GraphQL errors from Apollo's error object.
 */
import type { Lang } from './lang.js';

/** The parts of a GraphQL error that matter here. */
export interface GraphQLErrorLike {
  path?: ReadonlyArray<string | number> | undefined;
  extensions?: Record<string, unknown> | undefined;
}

/** What a page does with a failed query. */
export type ErrorAction =
  | { kind: 'redirect'; to: string }
  | { kind: 'siteState'; code: string; phone?: string }
  | { kind: 'notFound' }
  | { kind: 'badRequest' }
  | { kind: 'message'; code: string };

/** The first `extensions.code` of a GraphQL error list, INTERNAL when none has one, null for no list. */
export function errorCode(errors: ReadonlyArray<GraphQLErrorLike> | null): string | null {
  if (!errors) return null;
  for (const e of errors) {
    const code = e.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return 'INTERNAL';
}

/**
 * True for the codes of a service that did not answer (UPSTREAM_UNAVAILABLE) or not in time (UPSTREAM_TIMEOUT):
 * the page says the data could not be fetched rather than naming a state of the site
 * (docs/product/calls-and-errors.md).
 */
export function isUpstreamFailure(code: string): boolean {
  return code === 'UPSTREAM_UNAVAILABLE' || code === 'UPSTREAM_TIMEOUT';
}

/** Decides the page's reaction to a query's GraphQL errors, or to a network failure when `errors` is null. */
export function errorAction(errors: ReadonlyArray<GraphQLErrorLike> | null, lang: Lang): ErrorAction {
  const code = errorCode(errors) ?? 'UPSTREAM_UNAVAILABLE';
  if (code === 'FORBIDDEN_SITE') return { kind: 'redirect', to: `/forbiddenPage?lang=${lang}` };
  // An unknown site (site lookup NOT_FOUND) is a site lookup error like any other: the site's state.
  const site = (errors ?? []).find((e) => e.path?.[0] === 'site');
  if (code === 'SITE_EXPIRED' || code === 'SITE_MAINTENANCE' || (site && !isUpstreamFailure(code))) {
    const phone = site?.extensions?.phone;
    return typeof phone === 'string' ? { kind: 'siteState', code, phone } : { kind: 'siteState', code };
  }
  if (code === 'NOT_FOUND') return { kind: 'notFound' };
  // A content id or argument rc-pub rejects (e.g. a malformed route parameter): HTTP 400, the readable 404 text.
  if (code === 'BAD_REQUEST') return { kind: 'badRequest' };
  return { kind: 'message', code };
}
