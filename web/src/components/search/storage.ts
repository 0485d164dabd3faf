/**
 * The stored search state (the session storage keys `keywords` and `selectvalue` of
 * docs/product/search.md#search-flow: on a successful analysis the state is stored, then the result page opens).
 * `selectvalue` holds the resource-type id of the selected type. Storage failures (private mode, quota) are ignored: the URL carries the
 * search anyway.
 */
import type { SearchType } from '../../gql/graphql.js';
import { TYPE_IDS, typeFromParam } from './types.js';

/** The session storage keys (docs/product/sites-and-frame.md#browser-storage). */
export const KEYWORDS_KEY = 'keywords';
export const SELECT_VALUE_KEY = 'selectvalue';

/** Stores the keyword and the selected type. */
export function storeSearchState(keyword: string, type: SearchType): void {
  try {
    window.sessionStorage.setItem(KEYWORDS_KEY, keyword);
    window.sessionStorage.setItem(SELECT_VALUE_KEY, TYPE_IDS[type]);
  } catch {
    // Storage unavailable: nothing to keep.
  }
}

/** The stored keyword and type, or nulls (browser only). */
export function readSearchState(): { keyword: string | null; type: SearchType | null } {
  try {
    return {
      keyword: window.sessionStorage.getItem(KEYWORDS_KEY),
      type: typeFromParam(window.sessionStorage.getItem(SELECT_VALUE_KEY)),
    };
  } catch {
    return { keyword: null, type: null };
  }
}
