/**
 * The page's favourite state (isCollect): which resources of the page's scope (types.ts) the
 * member has favourited, asked once per scope in one request (MemberFavouriteIdsQuery) and kept here for every
 * button of the page; a toggle changes it in place. Lives in the member chunk only.
 */
import type { ApolloClient } from '@apollo/client';
import { MemberFavouriteIdsQuery } from './queries.js';
import type { FavouriteScopeIds, ScopedType } from './types.js';

/** A resource's key in the store: `TYPE:id`. */
export function favouriteKey(type: ScopedType, id: number): string {
  return `${type}:${id}`;
}

/** Known favourites (keys) of the scopes asked so far; `loaded` holds the scopes answered. */
let favourites: ReadonlySet<string> = new Set();
let loaded: ReadonlySet<string> = new Set();
const asked = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of [...listeners]) l();
}

/** Subscribes to changes (`useSyncExternalStore`). */
export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The favourited keys now (a stable set between changes). */
export function favouriteSnapshot(): ReadonlySet<string> {
  return favourites;
}

/** The answered scopes now (scope keys, see {@link scopeKey}). */
export function loadedSnapshot(): ReadonlySet<string> {
  return loaded;
}

/** A scope's identity. */
export function scopeKey(scope: FavouriteScopeIds): string {
  return JSON.stringify(scope);
}

/** Sets one resource's state (after a successful collect or uncollect). */
export function setFavourite(type: ScopedType, id: number, on: boolean): void {
  const next = new Set(favourites);
  if (on) next.add(favouriteKey(type, id));
  else next.delete(favouriteKey(type, id));
  favourites = next;
  emit();
}

/**
 * Asks the member's favourites among `scope` once (later calls for the same scope share the request). A failure
 * leaves the scope unanswered (buttons show 'Favourite'); it may be asked again on the next page.
 */
export function loadScope(client: ApolloClient, scope: FavouriteScopeIds): Promise<void> {
  const key = scopeKey(scope);
  let promise = asked.get(key);
  if (!promise) {
    const variables = {
      articles: [...scope.ARTICLE],
      figures: [...scope.FIGURE],
      tables: [...scope.TABLE],
      journals: [...scope.JOURNAL],
    };
    promise = client.query({ query: MemberFavouriteIdsQuery, variables, fetchPolicy: 'network-only' }).then(
      ({ data }) => {
        const me = data?.me;
        const next = new Set(favourites);
        if (me) {
          for (const id of me.articles) next.add(favouriteKey('ARTICLE', id));
          for (const id of me.figures) next.add(favouriteKey('FIGURE', id));
          for (const id of me.tables) next.add(favouriteKey('TABLE', id));
          for (const id of me.journals) next.add(favouriteKey('JOURNAL', id));
        }
        favourites = next;
        loaded = new Set([...loaded, key]);
        emit();
      },
      () => {
        asked.delete(key);
      },
    );
    asked.set(key, promise);
  }
  return promise;
}
