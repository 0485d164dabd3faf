/**
 * Errors of the search fields (`site.search`, `site.advancedSearch`): they are the search's own failures (a syntax
 * error or a too-long keyword comes back as BAD_REQUEST with a readable message, schema/search.graphql), shown inside
 * the page frame, whereas errors of `site` itself keep the redirects of QueryError.
 */
import { CombinedGraphQLErrors } from '@apollo/client';

/** A search failure: `message` is readable for BAD_REQUEST, null otherwise; `status` is the HTTP status to answer. */
export interface SearchFailure {
  code: string;
  message: string | null;
  status: number;
}

/** The failure of a search field in an Apollo error, or null when the error is not the search's. */
export function searchFailure(error: unknown): SearchFailure | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const e = error.errors.find(
    (x) => x.path?.[0] === 'site' && (x.path[1] === 'search' || x.path[1] === 'advancedSearch'),
  );
  if (!e) return null;
  const code = typeof e.extensions?.code === 'string' ? e.extensions.code : 'INTERNAL';
  if (code === 'BAD_REQUEST') return { code, message: e.message, status: 400 };
  return { code, message: null, status: 502 };
}
