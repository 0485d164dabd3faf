/**
 * Apollo Client in the browser: restores the server's cache (so hydration sends no GraphQL request; queries are
 * cache-first) and posts later operations to /graphql with an `x-language` header (SPEC §2 language rules).
 */
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { APOLLO_STATE_KEY, createCache } from './apolloCache.js';
import { asLang, langFromUrl, type Lang } from './lang.js';

/** The language cookie's value, else zh. */
export function cookieLanguage(): Lang {
  const match = /(?:^|;\s*)language=([^;]*)/.exec(document.cookie);
  return asLang(match?.[1] ? decodeURIComponent(match[1]) : null) ?? 'zh';
}

/** The current page's language: URL segment or query, else the cookie. */
export function currentLanguage(): Lang {
  return langFromUrl(window.location.pathname, window.location.search) ?? cookieLanguage();
}

/** The browser client, hydrated from `window.__APOLLO_STATE__`. */
export function createBrowserClient(): ApolloClient {
  const cache = createCache();
  const state = (window as unknown as Record<string, unknown>)[APOLLO_STATE_KEY];
  if (state && typeof state === 'object') cache.restore(state as Parameters<typeof cache.restore>[0]);
  const languageLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'x-language': currentLanguage() },
    }));
    return forward(operation);
  });
  return new ApolloClient({
    cache,
    link: ApolloLink.from([languageLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
  });
}
