/** The citation basket's shapes (store.ts keeps the basket; memberSync.ts mirrors a member's to rc-pub). */

/** A basket entry (docs/product/citation-and-harvest.md#citation-basket). */
export interface BasketEntry {
  /** The article's id (Article.id). */
  id: number;
  /** The article's title as it was shown where it was added. */
  resName: string;
  /** Its GB/T 7714 numeric citation (Site.batchCitation `quote`), '' until fetched or when rc-pub has none. */
  resString: string;
  /**
   * The same citation in English (`transQuote`): '' when the article has no second language; absent until fetched
   * (and in entries stored before the basket kept it).
   */
  transString?: string;
  /** Order of adding: 1 for the first entry ever added, larger for later ones; the list is sorted by it. */
  sortId: number;
}

/** What readers of the basket see: the entries in `sortId` order and a version that changes on every change. */
export interface BasketSnapshot {
  readonly entries: readonly BasketEntry[];
  /** The batch id: a new number after every add, delete, clear or change in another tab. */
  readonly version: number;
}

/** An article to add: its id, title and (when already known) its GB/T strings. */
export interface BasketItem {
  id: number;
  resName: string;
  resString?: string;
  transString?: string;
}

/** An article's GB/T 7714 citation in its own language (`quote`) and in English (`transQuote`, '' when none). */
export interface BasketStrings {
  quote: string;
  transQuote: string;
}

/** What {@link BasketStore.add} did with the items it was given (ids in the order given). */
export interface AddResult {
  added: number[];
  /** Already in the basket (or given twice): not added again. */
  duplicates: number[];
  /** Not added because the basket holds BASKET_MAX (store.ts) entries. */
  overflow: number[];
}

/** The part of `Storage` the basket uses (window.localStorage, or a test double). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of `window` the basket listens on for other tabs' changes (`storage` events). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/** The fields of a `StorageEvent` the basket reads; `key` null means the whole storage was cleared. */
export interface StorageEventLike {
  key: string | null;
  storageArea?: unknown;
}

/** The basket store (one per page in the browser; see {@link basketStore}). */
export interface BasketStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BasketSnapshot;
  /** Adds new articles after the others; skips ids already present and those past BASKET_MAX (store.ts). */
  add(items: readonly BasketItem[]): AddResult;
  /** Removes the given ids; answers how many were removed. */
  remove(ids: readonly number[]): number;
  /** Empties the basket. */
  clear(): void;
  /** Sets the GB/T strings of entries already in the basket (id → strings); unknown ids are ignored. */
  setStrings(strings: ReadonlyMap<number, BasketStrings>): void;
  /**
   * Makes the basket exactly `items` in their order (at most BASKET_MAX (store.ts); the member's basket as rc-pub keeps
   * it): an entry already present keeps its title and strings; nothing happens when the ids and titles are the same.
   */
  replace(items: readonly BasketItem[]): void;
}
