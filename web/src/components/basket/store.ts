/**
 * The citation basket (docs/product/citation-and-harvest.md#citation-basket): kept in local storage as two lists, the
 * entries and their preformatted citation strings; it updates on delete or clear, and the store's batch ids change to
 * notify listeners; at most {@link BASKET_MAX} entries, the export limit.
 *
 * Local storage holds two JSON lists under {@link ENTRIES_KEY} (the entries `{ id, resName, resString, transString,
 * sortId }`) and {@link STRINGS_KEY} (each entry's preformatted GB/T 7714 string, in the same order). The entries are the source of
 * truth: the strings list is written with them for readers of the second list and ignored when reading. Corrupt or
 * foreign data is skipped item by item, never thrown. Other tabs write the same keys; their `storage` events re-read
 * the lists, so every tab shows the same basket. Server rendering has no basket: {@link EMPTY_BASKET} is its snapshot,
 * and the browser reads local storage only after hydration (`useSyncExternalStore`'s server snapshot). For a
 * signed-in member the basket also lives on rc-pub and follows them to every site and browser: memberSync.ts, loaded
 * only for members.
 */
import { useSyncExternalStore } from 'react';
import { readUserNameCookie, SESSION_CHANGE_EVENT } from '../../app/session.js';
import { OWNER_KEY, UNSENT_KEY } from './memberKeys.js';
import type {
  AddResult,
  BasketEntry,
  BasketSnapshot,
  BasketStore,
  StorageEventLike,
  StorageEventSource,
  StorageLike,
} from './types.js';

export type {
  AddResult,
  BasketEntry,
  BasketItem,
  BasketSnapshot,
  BasketStore,
  BasketStrings,
  StorageEventLike,
  StorageEventSource,
  StorageLike,
} from './types.js';

/** Local storage key of the entries list (docs/product/sites-and-frame.md#browser-storage). */
export const ENTRIES_KEY = 'citationBasket';
/** Local storage key of the preformatted citation strings list (docs/product/sites-and-frame.md#browser-storage), parallel to the entries. */
export const STRINGS_KEY = 'citationBasketStrings';
/** At most this many entries: one export request takes up to 500 ids (`CITATION_MAX_IDS`). */
export const BASKET_MAX = 500;

/** The snapshot of an empty basket, and the server's. */
export const EMPTY_BASKET: BasketSnapshot = Object.freeze({ entries: Object.freeze([]), version: 0 });

function isEntry(value: unknown): value is BasketEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.id) &&
    (v.id as number) > 0 &&
    typeof v.resName === 'string' &&
    typeof v.resString === 'string' &&
    (v.transString === undefined || typeof v.transString === 'string') &&
    typeof v.sortId === 'number' &&
    Number.isFinite(v.sortId)
  );
}

/**
 * The entries stored under {@link ENTRIES_KEY}: malformed JSON or a non-list gives [], malformed items and repeated
 * ids are dropped, the rest sorted by `sortId` and cut at {@link BASKET_MAX}.
 */
export function parseEntries(raw: string | null): BasketEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<number>();
  const out: BasketEntry[] = [];
  for (const item of data) {
    if (!isEntry(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    const { id, resName, resString, transString, sortId } = item;
    out.push({ id, resName, resString, ...(transString === undefined ? {} : { transString }), sortId });
  }
  return out.sort((a, b) => a.sortId - b.sortId).slice(0, BASKET_MAX);
}

/** A store that no browser storage backs (the server, or a browser that refuses local storage): memory only. */
function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/**
 * A basket over `storage`, following other tabs through `events` (`window`). Every change compares with storage first,
 * so a change another tab made a moment ago (its event not yet delivered) is kept, not overwritten.
 */
export function createBasketStore(storage: StorageLike, events?: StorageEventSource): BasketStore {
  const listeners = new Set<() => void>();
  let version = 0;
  let snapshot: BasketSnapshot = EMPTY_BASKET;
  /** The stored text the snapshot was made from (undefined: not read yet). */
  let snapshotRaw: string | null | undefined;

  const rawEntries = (): string | null => {
    try {
      return storage.getItem(ENTRIES_KEY);
    } catch {
      return null;
    }
  };
  /** The entries to change: storage's when another tab changed it, else this tab's (which may hold unsaved ones). */
  const current = (): BasketEntry[] => {
    refresh();
    return [...snapshot.entries];
  };
  /** Makes a new snapshot from storage when the stored text changed; true when it did. */
  const refresh = (): boolean => {
    const raw = rawEntries();
    if (raw === snapshotRaw) return false;
    const first = snapshotRaw === undefined;
    snapshotRaw = raw;
    const entries = parseEntries(raw);
    if (first && entries.length === 0) return false; // keep EMPTY_BASKET: nothing changed for readers
    version += 1;
    snapshot = Object.freeze({ entries: Object.freeze(entries), version });
    return true;
  };
  const notify = () => {
    for (const l of [...listeners]) l();
  };
  const write = (entries: BasketEntry[]) => {
    try {
      storage.setItem(ENTRIES_KEY, JSON.stringify(entries));
      storage.setItem(STRINGS_KEY, JSON.stringify(entries.map((e) => e.resString)));
    } catch {
      // Storage full or refused: this tab keeps the change in memory.
    }
    snapshotRaw = rawEntries();
    version += 1;
    snapshot = Object.freeze({ entries: Object.freeze(entries), version });
    notify();
  };
  const onStorage = (event: StorageEventLike) => {
    if (event.storageArea !== undefined && event.storageArea !== storage) return;
    if ((event.key === null || event.key === ENTRIES_KEY) && refresh()) notify();
  };

  return {
    subscribe(listener) {
      const first = listeners.size === 0;
      listeners.add(listener);
      if (first) {
        events?.addEventListener('storage', onStorage);
        if (refresh()) notify(); // a change made while nobody listened
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot() {
      // Unsubscribed readers get no storage events: compare with storage instead (cheap: one string comparison).
      if (snapshotRaw === undefined || listeners.size === 0) refresh();
      return snapshot;
    },
    add(items) {
      const entries = current();
      const present = new Set(entries.map((e) => e.id));
      let sortId = entries.reduce((max, e) => Math.max(max, e.sortId), 0);
      const result: AddResult = { added: [], duplicates: [], overflow: [] };
      for (const item of items) {
        if (present.has(item.id)) result.duplicates.push(item.id);
        else if (entries.length >= BASKET_MAX) result.overflow.push(item.id);
        else {
          present.add(item.id);
          sortId += 1;
          const trans = item.transString === undefined ? {} : { transString: item.transString };
          entries.push({ id: item.id, resName: item.resName, resString: item.resString ?? '', ...trans, sortId });
          result.added.push(item.id);
        }
      }
      if (result.added.length > 0) write(entries);
      return result;
    },
    remove(ids) {
      const drop = new Set(ids);
      const entries = current();
      const kept = entries.filter((e) => !drop.has(e.id));
      if (kept.length !== entries.length) write(kept);
      return entries.length - kept.length;
    },
    clear() {
      write([]);
    },
    setStrings(strings) {
      const entries = current();
      let changed = false;
      const next = entries.map((e) => {
        const s = strings.get(e.id);
        if (s === undefined || (s.quote === e.resString && s.transQuote === e.transString)) return e;
        changed = true;
        return { ...e, resString: s.quote, transString: s.transQuote };
      });
      if (changed) write(next);
    },
    replace(items) {
      const entries = current();
      const known = new Map(entries.map((e) => [e.id, e]));
      const seen = new Set<number>();
      const next: BasketEntry[] = [];
      for (const item of items) {
        if (seen.has(item.id) || next.length >= BASKET_MAX) continue;
        seen.add(item.id);
        const had = known.get(item.id);
        const resName = had?.resName || item.resName; // the title as the reader saw it, else rc-pub's
        const trans = had?.transString === undefined ? {} : { transString: had.transString };
        next.push({ id: item.id, resName, resString: had?.resString ?? '', ...trans, sortId: next.length + 1 });
      }
      const same =
        next.length === entries.length &&
        next.every((e, i) => e.id === entries[i]?.id && e.resName === entries[i]?.resName);
      if (!same) write(next);
    },
  };
}

/**
 * After a sign-out (logout here or on another site, or an ended session): empties the basket a member left in this
 * browser, which rc-pub keeps for them, so the next reader of a shared computer does not see it. A basket no member
 * mirrored (a visitor's), or one with a change that never reached rc-pub (`UNSENT_KEY`), is kept.
 * @returns true when the basket was emptied
 */
export function forgetMemberBasket(store: BasketStore, storage: StorageLike): boolean {
  if (storage.getItem(OWNER_KEY) === null || storage.getItem(UNSENT_KEY) !== null) return false;
  storage.removeItem(OWNER_KEY);
  store.clear();
  return true;
}

let browserStore: BasketStore | undefined;

/** The page's basket: local storage in the browser (memory when refused), memory on the server. */
export function basketStore(): BasketStore {
  if (browserStore) return browserStore;
  if (typeof window === 'undefined') return createBasketStore(memoryStorage());
  let storage: StorageLike;
  try {
    storage = window.localStorage;
    storage.getItem(ENTRIES_KEY); // throws where storage is refused (privacy settings, sandboxed frames)
  } catch {
    storage = memoryStorage();
  }
  browserStore = createBasketStore(storage, window);
  followMember(browserStore, storage);
  return browserStore;
}

/**
 * For a signed-in member, loads the sync with their basket on rc-pub (memberSync.ts, a chunk of its own: visitors'
 * pages never load it) now, and again whenever this page signs in; when the page signs out, empties the basket the
 * member left here (docs/product/citation-and-harvest.md#citation-basket).
 */
function followMember(store: BasketStore, storage: StorageLike): void {
  const start = () => {
    if (readUserNameCookie()) {
      void import('./memberSync.js').then((m) => m.startMemberSync(store)).catch(() => {});
      return;
    }
    forgetMemberBasket(store, storage);
  };
  start();
  window.addEventListener(SESSION_CHANGE_EVENT, start);
}

const serverSnapshot = () => EMPTY_BASKET;

/** The basket for a component: empty on the server and while hydrating, then local storage, in step with other tabs. */
export function useBasket(): BasketSnapshot {
  const store = basketStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}
