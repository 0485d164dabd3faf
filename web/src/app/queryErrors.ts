/**
 * Maps GraphQL errors of a page query to what the reader sees (SPEC §8): FORBIDDEN_SITE → /forbiddenPage?lang=…,
 * SITE_EXPIRED / SITE_MAINTENANCE / other site lookup errors → /errorPage?lang=…&code=…, NOT_FOUND → the 404 page,
 * anything else → the generic 'Data acquisition failed' message.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import type { Lang } from './lang.js';

/** Error codes of the GraphQL schema (schema/common.graphql). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN_SITE'
  | 'SITE_EXPIRED'
  | 'SITE_MAINTENANCE'
  | 'UPSTREAM'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL';

/** What a page does with a failed query. */
export type ErrorAction = { kind: 'redirect'; to: string } | { kind: 'notFound' } | { kind: 'message'; code: string };

/** The first error code found in an Apollo error (`extensions.code`), or null. */
export function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const code = e.extensions?.code;
      if (typeof code === 'string') return code;
    }
    return 'INTERNAL';
  }
  return null;
}

/** True when the error came from the `site` field (path starts with "site"). */
function isSiteError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.[0] === 'site');
}

/** Decides the page's reaction to a query error (SPEC §8). */
export function errorAction(error: unknown, lang: Lang): ErrorAction {
  const code = errorCode(error) ?? 'UPSTREAM_UNAVAILABLE';
  if (code === 'FORBIDDEN_SITE') return { kind: 'redirect', to: `/forbiddenPage?lang=${lang}` };
  if (code === 'SITE_EXPIRED' || code === 'SITE_MAINTENANCE') {
    return { kind: 'redirect', to: `/errorPage?lang=${lang}&code=${code}` };
  }
  if (code === 'NOT_FOUND') return { kind: 'notFound' };
  if (isSiteError(error) && code !== 'UPSTREAM_UNAVAILABLE') {
    return { kind: 'redirect', to: `/errorPage?lang=${lang}&code=${encodeURIComponent(code)}` };
  }
  return { kind: 'message', code };
}
