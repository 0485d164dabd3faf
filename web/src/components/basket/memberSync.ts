/**
 * The signed-in member's basket on rc-pub (docs/product/citation-and-harvest.md#citation-basket), kept in step with
 * the page's basket in local storage (store.ts loads this module only for members):
 * - the first time this browser's storage serves this member (a sign-in), the local entries are merged into the
 *   member's basket (`saveMemberBasket(merge: true)`) and the merged basket becomes the local one;
 * - afterwards the member's basket wins when a page starts (another site or browser may have changed it), unless a
 *   change made here has not reached rc-pub yet, which is then sent first;
 * - every change is mirrored to rc-pub ({@link MIRROR_DELAY_MS} after the last one, the whole list,
 *   `saveMemberBasket(merge: false)`); a failed save keeps the local copy, marked unsent, and is retried with the next
 *   change or page.
 * A session that has ended (UNAUTHENTICATED) stops the sync; the basket goes on in local storage.
 */
import { readUserNameCookie } from '../../app/session.js';
import { OWNER_KEY, UNSENT_KEY } from './memberKeys.js';
import type { BasketItem, BasketStore } from './types.js';

/** Wait after the last change before the basket is sent (ms): a burst of adds is one save. */
export const MIRROR_DELAY_MS = 800;
export { OWNER_KEY, UNSENT_KEY } from './memberKeys.js';

const ENTRY_FIELDS = 'articleId title sortOrder';
const LIST = `query MemberBasket { memberBasket { ${ENTRY_FIELDS} } }`;
const SAVE = `mutation SaveMemberBasket($ids: [Int!]!, $merge: Boolean) { saveMemberBasket(articleIds: $ids, merge: $merge) { ${ENTRY_FIELDS} } }`;

interface ServerEntry {
  articleId: number;
  title: string;
  sortOrder: number;
}

/** The session ended: stop syncing. */
class SessionEnded extends Error {}

async function call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
  if (body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) throw new SessionEnded();
  if (!body.data || body.errors?.length) throw new Error('basket sync failed');
  return body.data;
}

function items(entries: readonly ServerEntry[]): BasketItem[] {
  return [...entries].sort((a, b) => a.sortOrder - b.sortOrder).map((e) => ({ id: e.articleId, resName: e.title }));
}

function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function storageSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage refused: the sync still runs for this page
  }
}

let running: BasketStore | undefined;

/** Starts the sync of `store` with the signed-in member's basket (once per page and store; a no-op for visitors). */
export function startMemberSync(store: BasketStore): void {
  const member = readUserNameCookie();
  if (!member || running === store) return;
  running = store;
  let stopped = false;
  /** True while the store is being set from rc-pub's answer (that change is not sent back). */
  let applying = false;
  let timer: number | undefined;
  let lastSent = '';
  /** False until the first exchange with rc-pub is done; changes made before then are merged in after it. */
  let ready = false;
  let changedEarly = false;

  const ids = () => store.getSnapshot().entries.map((e) => e.id);
  const apply = (entries: readonly ServerEntry[]) => {
    applying = true;
    try {
      store.replace(items(entries));
    } finally {
      applying = false;
    }
    lastSent = ids().join(',');
  };
  const stop = () => {
    stopped = true;
    unsubscribe();
    running = undefined;
  };
  const fail = (e: unknown) => {
    if (e instanceof SessionEnded) stop();
  };

  const send = async () => {
    timer = undefined;
    if (stopped) return;
    const now = ids();
    if (now.join(',') === lastSent && storageGet(UNSENT_KEY) === null) return;
    storageSet(UNSENT_KEY, '1');
    try {
      await call<{ saveMemberBasket: ServerEntry[] }>(SAVE, { ids: now, merge: false });
      lastSent = now.join(',');
      // a change made while this save was on its way goes in the next one
      if (ids().join(',') === lastSent) storageSet(UNSENT_KEY, null);
    } catch (e) {
      fail(e); // kept locally, marked unsent: the next change or page sends it again
    }
  };
  const unsubscribe = store.subscribe(() => {
    if (applying || stopped) return;
    if (readUserNameCookie() !== member) return stop();
    if (!ready) {
      changedEarly = true;
      return;
    }
    if (timer !== undefined) window.clearTimeout(timer);
    timer = window.setTimeout(() => void send(), MIRROR_DELAY_MS);
  });

  /** rc-pub's basket once more with what this page added meanwhile merged in (kept, not lost). */
  const withEarly = async (answer: ServerEntry[]): Promise<ServerEntry[]> =>
    changedEarly
      ? (await call<{ saveMemberBasket: ServerEntry[] }>(SAVE, { ids: ids(), merge: true })).saveMemberBasket
      : answer;
  const first = async () => {
    try {
      if (storageGet(OWNER_KEY) !== member) {
        // a sign-in in this browser: what the visitor collected joins the member's basket
        const merged = await call<{ saveMemberBasket: ServerEntry[] }>(SAVE, { ids: ids(), merge: true });
        storageSet(OWNER_KEY, member);
        storageSet(UNSENT_KEY, null);
        apply(await withEarly(merged.saveMemberBasket));
      } else if (storageGet(UNSENT_KEY) !== null) {
        ready = true;
        await send();
      } else {
        apply(await withEarly((await call<{ memberBasket: ServerEntry[] }>(LIST)).memberBasket));
      }
    } catch (e) {
      fail(e);
    } finally {
      ready = true;
    }
  };
  void first();
}
