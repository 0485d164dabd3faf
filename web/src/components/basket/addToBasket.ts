/**
 * Adding articles to the basket (from tables of contents, search results and the article page) and fetching
 * their GB/T 7714 strings (Site.batchCitation, one request for all new ids). Every outcome is a toast (docs/product/citation-and-harvest.md#citation-basket).
 */
import { useContext, useState } from 'react';
import { type ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { type IntlShape, useIntl } from 'react-intl';
import { showToast } from '../toast/toast.js';
import { citationMessages as m, citationValueMessages as mv } from './messages.js';
import { BasketCitationsQuery } from './queries.js';
import { BASKET_MAX, type BasketItem, type BasketStrings, basketStore } from './store.js';

/**
 * The page's Apollo client. Apollo's `useApolloClient` is the same two lines; calling it from this lazily loaded code
 * made the bundler move it (with Chakra's Flex) out of the frame chunk into a chunk of its own that every page then
 * loaded before hydrating (budget): the context itself is in the entry's vendor chunk already.
 */
export function useCitationClient(): ApolloClient {
  const { client } = useContext(getApolloContext());
  if (!client) throw new Error('The citation tools need an ApolloProvider');
  return client;
}

/**
 * The readable text of a failed citation request (a failed batch-citation call shows the server's message,
 * docs/product/calls-and-errors.md#how-pages-show-errors): the gateway's message for BAD_REQUEST (readable, in the request's language), else the generic
 * 'Data acquisition failed' (other messages are hidden by the gateway in production).
 */
export function citationErrorText(error: unknown, intl: IntlShape): string {
  if (CombinedGraphQLErrors.is(error)) {
    const bad = error.errors.find((e) => e.extensions?.code === 'BAD_REQUEST');
    if (bad?.message) return bad.message;
  }
  return intl.formatMessage(m.fetchFailed);
}

/**
 * The GB/T 7714 numeric strings of `ids` (article id → `quote` and `transQuote`); ids rc-pub does not know are absent.
 * Throws what Apollo reports on failure (see {@link citationErrorText}).
 */
export async function fetchBasketStrings(
  client: ApolloClient,
  siteId: number | null,
  ids: readonly number[],
): Promise<Map<number, BasketStrings>> {
  const result = await client.query({
    query: BasketCitationsQuery,
    variables: { siteId, ids: [...ids] },
    fetchPolicy: 'no-cache',
  });
  if (result.error) throw result.error;
  return new Map(
    (result.data?.site.batchCitation ?? []).map((c) => [c.articleId, { quote: c.quote, transQuote: c.transQuote }]),
  );
}

/** What {@link useAddToBasket} gives a component. */
export interface AddToBasket {
  /** Adds the articles (toasts say what happened); true when the basket now holds all of them. */
  add(items: readonly BasketItem[]): Promise<boolean>;
  /** True while the strings of new articles are being fetched. */
  busy: boolean;
}

/** Adds articles of the site `siteId` to the basket with their GB/T 7714 strings. */
export function useAddToBasket(siteId: number | null): AddToBasket {
  const client = useCitationClient();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  async function add(items: readonly BasketItem[]): Promise<boolean> {
    if (items.length === 0) {
      showToast(intl.formatMessage(m.noSelection), 'error');
      return false;
    }
    const store = basketStore();
    const present = new Set(store.getSnapshot().entries.map((e) => e.id));
    const fresh = items.filter((item, i) => !present.has(item.id) && items.findIndex((o) => o.id === item.id) === i);
    if (fresh.length === 0) {
      showToast(intl.formatMessage(m.alreadyIn), 'info');
      return true;
    }
    const room = Math.max(0, BASKET_MAX - present.size);
    const fitting = fresh.slice(0, room);
    const left = fresh.length - fitting.length;
    if (fitting.length > 0) {
      setBusy(true);
      let strings = new Map<number, BasketStrings>();
      try {
        strings = await fetchBasketStrings(
          client,
          siteId,
          fitting.map((i) => i.id),
        );
      } catch (error) {
        // The entries are kept without their strings; the dialog asks again when it opens.
        showToast(citationErrorText(error, intl), 'error');
      } finally {
        setBusy(false);
      }
      const result = store.add(
        fitting.map((i) => {
          const s = strings.get(i.id);
          return s ? { ...i, resString: s.quote, transString: s.transQuote } : i;
        }),
      );
      if (result.added.length > 0) showToast(intl.formatMessage(mv.added, { count: result.added.length }), 'success');
      if (result.overflow.length > 0 || left > 0)
        showToast(intl.formatMessage(mv.full, { max: BASKET_MAX, count: result.overflow.length + left }), 'error');
      return result.overflow.length === 0 && left === 0;
    }
    showToast(intl.formatMessage(mv.full, { max: BASKET_MAX, count: left }), 'error');
    return false;
  }

  return { add, busy };
}
