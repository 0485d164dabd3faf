/**
 * The member's basket sync (web/src/components/basket/memberSync.ts; docs/product/citation-and-harvest.md#citation-basket)
 * against a stand-in of the gateway: the first page after a sign-in merges the browser's entries into the member's
 * basket and shows the result; later pages take the member's basket; changes are sent as the whole list after a
 * pause; a failed save keeps the local copy, marked unsent, and the next change sends it again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER_KEY, UNSENT_KEY } from '../../web/src/components/basket/memberSync.js';
import {
  type BasketStore,
  createBasketStore,
  forgetMemberBasket,
  type StorageLike,
} from '../../web/src/components/basket/store.js';

interface Sent {
  query: string;
  variables: { ids?: number[]; merge?: boolean };
}

let storage: Map<string, string>;
let sent: Sent[];
/** What the stand-in gateway answers next: the member's basket as ids, or an error. */
let server: number[];
let failNext: boolean;

function localStorageLike(): StorageLike {
  return {
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  };
}

const entries = (ids: number[]) =>
  ids.map((id, i) => ({ articleId: id, title: `Demo article ${id}`, sortOrder: i + 1 }));

beforeEach(() => {
  vi.useFakeTimers();
  storage = new Map();
  sent = [];
  server = [];
  failNext = false;
  const win = {
    localStorage: localStorageLike(),
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms) as unknown as number,
    clearTimeout: (t: number) => clearTimeout(t),
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', { cookie: 'userName=138****5678' });
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as Sent;
    sent.push(body);
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    if (body.query.startsWith('mutation')) {
      const ids = body.variables.ids ?? [];
      server = body.variables.merge ? [...new Set([...server, ...ids])] : [...ids];
      return { json: async () => ({ data: { saveMemberBasket: entries(server) } }) };
    }
    return { json: async () => ({ data: { memberBasket: entries(server) } }) };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh module instance of the sync (its once-per-page state) started on `store`. */
async function start(store: BasketStore): Promise<void> {
  const { startMemberSync } = await import('../../web/src/components/basket/memberSync.js');
  startMemberSync(store);
  await vi.runAllTimersAsync();
}

const ids = (store: BasketStore) => store.getSnapshot().entries.map((e) => e.id);

describe('the member basket sync', () => {
  it('merges the browser’s entries into the member’s basket at sign-in and shows the merged basket', async () => {
    server = [9];
    const store = createBasketStore(localStorageLike());
    store.add([
      { id: 1, resName: 'One' },
      { id: 2, resName: 'Two' },
    ]);
    store.subscribe(() => {});
    await start(store);
    expect(sent[0]?.variables).toEqual({ ids: [1, 2], merge: true });
    expect(ids(store)).toEqual([9, 1, 2]);
    expect(store.getSnapshot().entries[1]?.resName).toBe('One');
    expect(storage.get(OWNER_KEY)).toBe('138****5678');
  });

  it('takes the member’s basket on a later page, then sends each change as the whole list', async () => {
    storage.set(OWNER_KEY, '138****5678');
    server = [4, 5];
    const store = createBasketStore(localStorageLike());
    store.add([{ id: 1, resName: 'Stale' }]);
    store.subscribe(() => {});
    await start(store);
    expect(sent.map((s) => s.query.split(' ')[0])).toEqual(['query']);
    expect(ids(store)).toEqual([4, 5]);
    store.add([{ id: 6, resName: 'Six' }]);
    store.remove([4]);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(2); // one save for both changes
    expect(sent[1]?.variables).toEqual({ ids: [5, 6], merge: false });
    expect(server).toEqual([5, 6]);
  });

  it('keeps a change that failed to save, marked unsent, and sends it with the next change', async () => {
    storage.set(OWNER_KEY, '138****5678');
    server = [];
    const store = createBasketStore(localStorageLike());
    store.subscribe(() => {});
    await start(store);
    failNext = true;
    store.add([{ id: 3, resName: 'Three' }]);
    await vi.runAllTimersAsync();
    expect(ids(store)).toEqual([3]);
    expect(server).toEqual([]);
    expect(storage.get(UNSENT_KEY)).toBe('1');
    store.add([{ id: 8, resName: 'Eight' }]);
    await vi.runAllTimersAsync();
    expect(server).toEqual([3, 8]);
    expect(storage.has(UNSENT_KEY)).toBe(false);
  });

  it('sends an unsent basket on the next page instead of taking the member’s', async () => {
    storage.set(OWNER_KEY, '138****5678');
    storage.set(UNSENT_KEY, '1');
    server = [1];
    const store = createBasketStore(localStorageLike());
    store.add([{ id: 2, resName: 'Two' }]);
    store.subscribe(() => {});
    await start(store);
    expect(server).toEqual([2]);
    expect(ids(store)).toEqual([2]);
  });

  it('forgets the member’s basket after a sign-out, but not a visitor’s or one with an unsent change', () => {
    const store = createBasketStore(localStorageLike());
    const storageLike = localStorageLike();
    store.add([{ id: 1, resName: 'One' }]);
    expect(forgetMemberBasket(store, storageLike)).toBe(false); // a visitor's basket
    expect(ids(store)).toEqual([1]);
    storage.set(OWNER_KEY, '138****5678');
    storage.set(UNSENT_KEY, '1');
    expect(forgetMemberBasket(store, storageLike)).toBe(false); // a change rc-pub never got
    expect(ids(store)).toEqual([1]);
    storage.delete(UNSENT_KEY);
    expect(forgetMemberBasket(store, storageLike)).toBe(true);
    expect(ids(store)).toEqual([]);
    expect(storage.has(OWNER_KEY)).toBe(false);
  });
});
