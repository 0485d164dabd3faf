/**
 * Apollo Client in the browser: restores the server's cache (so hydration sends no GraphQL request; queries are
 * cache-first) and posts later operations to /graphql with an `x-language` header (docs/product/sites-and-frame.md#languages). A member
 * call answered UNAUTHENTICATED ends the page's session (sessionExpiry.ts, docs/product/calls-and-errors.md#session-expiry).
 */
import { ApolloClient, ApolloLink, HttpLink, type InMemoryCache } from '@apollo/client';
import { APOLLO_STATE_KEY, createCache } from './apolloCache.js';
import { asLang, langFromUrl, type Lang } from './lang.js';
import { sessionExpiryLink } from './sessionExpiry.js';

/** The language cookie's value, else zh. */
export function cookieLanguage(): Lang {
  const match = /(?:^|;\s*)language=([^;]*)/.exec(document.cookie);
  return asLang(match?.[1] ? decodeURIComponent(match[1]) : null) ?? 'zh';
}

/** The current page's language: URL segment or query, else the cookie. */
export function currentLanguage(): Lang {
  return langFromUrl(window.location.pathname, window.location.search) ?? cookieLanguage();
}

/** The server's cache state from the page's JSON data block (ssrDocument.ts), or undefined when absent or unreadable. */
function serverState(): Parameters<InMemoryCache['restore']>[0] | undefined {
  const text = document.getElementById(APOLLO_STATE_KEY)?.textContent;
  if (!text) return undefined;
  try {
    const state: unknown = JSON.parse(text);
    return state && typeof state === 'object' ? (state as Parameters<InMemoryCache['restore']>[0]) : undefined;
  } catch {
    return undefined; // a truncated page: start empty, queries fetch what they need
  }
}

/** The browser client, hydrated from the server's cache state (the `__APOLLO_STATE__` data block). */
export function createBrowserClient(): ApolloClient {
  const cache = createCache();
  const state = serverState();
  if (state) cache.restore(state);
  const languageLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'x-language': currentLanguage() },
    }));
    return forward(operation);
  });
  return new ApolloClient({
    cache,
    link: ApolloLink.from([
      sessionExpiryLink(currentLanguage),
      languageLink,
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ]),
  });
}
