/**
 * Session-unique counting (COUNTER R5.1 section 7.3, "Counting Unique Items"; docs/product/usage.md#counter-metrics):
 * an item counts once per user session for a unique metric. The portal tracks no session id, so a session is what
 * the Code of Practice allows instead: the user (counter.ts userKey: the member, else IP and user agent) within one
 * UTC hour slot (13:00-13:59 is one session, 14:00 starts the next).
 *
 * Memory: the filter keeps the entries of the hour slots it saw; {@link SessionUniqueFilter.prune} (run at each flush)
 * keeps only the current and the previous slot, so it holds at most two hours of distinct (user, article, kind).
 */

/** Length of a surrogate session, ms (one hour). */
export const SESSION_SLOT_MS = 3_600_000;

/** What a unique count is of: any use of the item (investigation) or its download (request without full text). */
export type UniqueKind = 'investigation' | 'download';

/** The hour slot of a time: whole UTC hours since the epoch. */
export function sessionSlot(atMs: number): number {
  return Math.floor(atMs / SESSION_SLOT_MS);
}

/** Admits the first (session, article, kind) of each session (module docs). */
export class SessionUniqueFilter {
  private readonly slots = new Map<number, Set<string>>();

  /** True when `user` has not used `articleId` as `kind` yet in the hour slot of `atMs`; remembers it either way. */
  admit(user: string, articleId: number, kind: UniqueKind, atMs: number): boolean {
    const slot = sessionSlot(atMs);
    let seen = this.slots.get(slot);
    if (!seen) {
      seen = new Set();
      this.slots.set(slot, seen);
    }
    const key = `${user}|${articleId}|${kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }

  /** Forgets every slot before the previous hour of `nowMs`. */
  prune(nowMs: number): void {
    const keep = sessionSlot(nowMs) - 1;
    for (const slot of this.slots.keys()) if (slot < keep) this.slots.delete(slot);
  }

  /** Entries kept (for tests and the bench). */
  get size(): number {
    let n = 0;
    for (const s of this.slots.values()) n += s.size;
    return n;
  }
}
