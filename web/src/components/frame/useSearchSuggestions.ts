/**
 * Suggestions for the header search box as the reader types (docs/product/search.md#suggestions): the GraphQL
 * `searchSuggestions` of the page's site, asked ~150 ms after the last keystroke, never for a blank text or one over
 * 50 characters. A newer text aborts the request of the older one, and an answer that arrives for an older text is
 * dropped, so the list always belongs to what is in the box.
 */
import { useEffect, useRef, useState } from 'react';
import { usePageClient } from '../../app/pageClient.js';
import { graphql } from '../../gql/index.js';
import type { SearchSuggestionsQuery as SuggestionsData } from '../../gql/graphql.js';

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($text: String!, $limit: Int) {
    site { id }
    searchSuggestions(text: $text, limit: $limit) {
      kind
      text
      articleId
      publication { id siteSld }
    }
  }
`);

/** One suggestion as the box shows it. */
export type Suggestion = SuggestionsData['searchSuggestions'][number];

/** Quiet time after the last keystroke before asking (ms). */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Longest text suggestions are asked for (the gateway refuses more). */
export const SUGGEST_MAX_LENGTH = 50;

/** The suggestions of `text` (empty while none), and the id of the site they belong to (article links). */
export interface SuggestionsState {
  items: Suggestion[];
  siteId: number | null;
  /** The text the items were found for. */
  forText: string;
}

const EMPTY: SuggestionsState = { items: [], siteId: null, forText: '' };

/**
 * The hook: pass the box's text (and false to pause, e.g. while the box is not focused). Failures show no
 * suggestions: they are a convenience, and the search itself reports its own errors.
 */
export function useSearchSuggestions(text: string, enabled: boolean): SuggestionsState {
  const client = usePageClient(); // not Apollo's useLazyQuery: app/pageClient.ts says why
  const [state, setState] = useState<SuggestionsState>(EMPTY);
  const latest = useRef('');
  const q = text.trim();
  latest.current = q;

  useEffect(() => {
    if (!enabled || !q || Array.from(q).length > SUGGEST_MAX_LENGTH) {
      setState(EMPTY);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      client
        .query({
          query: SearchSuggestionsQuery,
          variables: { text: q },
          context: { fetchOptions: { signal: abort.signal } },
        })
        .then(({ data }) => {
          if (abort.signal.aborted || latest.current !== q || !data) return;
          setState({ items: data.searchSuggestions, siteId: data.site.id, forText: q });
        })
        .catch(() => {
          if (!abort.signal.aborted && latest.current === q) setState(EMPTY);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [client, q, enabled]);

  return state.forText === q ? state : EMPTY;
}
