/**
 * The page's Apollo client from the ApolloProvider's context. Apollo's `useApolloClient` is the same two lines;
 * lazily loaded code that called it (or `useQuery`) made the bundler move Apollo's hooks into one more chunk that every
 * page loaded before hydrating (budget; see components/basket/addToBasket.ts), so the frame's member menu and
 * the member chunk use this one, which lives in the entry.
 */
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';

/** The page's client; throws without an ApolloProvider (a programming error). */
export function usePageClient(): ApolloClient {
  const { client } = useContext(getApolloContext());
  if (!client) throw new Error('usePageClient needs an ApolloProvider');
  return client;
}
