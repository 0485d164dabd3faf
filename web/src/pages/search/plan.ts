/**
 * What a search result URL shows (docs/product/search.md, Result page URL and Keyword rules), decided once from the path and query so
 * the page component and the route's loader (the query the server runs before rendering) agree:
 * `notFound` (the path is no result route), `redirect` (a `type` that belongs to another route), `frame` (the frame
 * with a message: no keyword, an unreadable `adv`, a keyword over the limit), or a `basic` / `advanced` search.
 */
import type { Lang } from '../../app/lang.js';
import { TYPE_ROUTES, typeForRoute, typeFromParam } from '../../components/search/types.js';
import {
  KEYWORD_MAX,
  parseSearchState,
  resultHref,
  type SearchState,
  usesAdvanced,
} from '../../components/search/url.js';

/** The outcome of a result URL (see module doc). */
export type SearchPlan =
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string }
  | { kind: 'frame'; reason: 'noKeyword' | 'advInvalid' | 'tooLong' }
  | { kind: 'basic' | 'advanced'; state: SearchState };

/** Decides what `pathname` + `search` shows; `lang` localizes the redirect target. */
export function searchPlan(pathname: string, search: URLSearchParams, lang: Lang): SearchPlan {
  const type = typeForRoute(pathname, search.get('type'));
  if (!type) return { kind: 'notFound' };
  const state = parseSearchState(type, search);
  const wanted = typeFromParam(search.get('type'));
  if (wanted && TYPE_ROUTES[wanted] !== TYPE_ROUTES[type]) {
    return { kind: 'redirect', to: resultHref(parseSearchState(wanted, search), lang) };
  }
  if (state.adv === 'invalid') return { kind: 'frame', reason: 'advInvalid' };
  if (state.adv === null && !state.keyword) return { kind: 'frame', reason: 'noKeyword' };
  if (state.adv === null && state.keyword.length > KEYWORD_MAX) return { kind: 'frame', reason: 'tooLong' };
  return { kind: usesAdvanced(state) ? 'advanced' : 'basic', state };
}
