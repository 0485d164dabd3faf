/**
 * A small cross-request cache with a time-to-live and bounded in-flight de-duplication (defect 2):
 * - concurrent requests for the same key share one upstream call, but only for `shareMs` after it started: a caller
 *   arriving later starts its own call, and a caller that joined stops waiting for the shared call at that bound and
 *   starts its own too, so one hung rc-pub answer cannot hold a site's pages for the whole upstream timeout;
 * - successes with a value (not null/undefined) are kept for `ttlMs`; failures, timeouts and empty values are never
 *   kept, and never shared after they settled;
 * - stale-while-revalidate: for `staleMs` after a value expired it is still answered at once while one background
 *   call refreshes it (a failed refresh keeps the stale value until the window ends), so a site's pages do not wait
 *   for its configuration again every `ttlMs` (the home page in one wave of rc-pub calls).
 */

interface Entry {
  value: Promise<unknown>;
  /** False while the load is in flight. */
  settled: boolean;
  /** In flight: callers arriving before this time (ms) share the call. */
  shareUntil: number;
  /** Settled: the value is served until this time (ms). */
  expires: number;
  /** Settled and expired: a background refresh is under way. */
  refreshing?: boolean;
}

export class TtlCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * @param ttlMs lifetime of a successful value in ms (0: only in-flight de-duplication).
   * @param maxEntries oldest entries are evicted beyond this count.
   * @param now clock in ms (tests).
   * @param shareMs how long after its start an in-flight call is shared with other callers (ms; the render deadline).
   * @param staleMs how long after expiry a value is still answered while one background call refreshes it (ms; 0 off).
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
    private readonly shareMs = 5000,
    private readonly staleMs = 0,
  ) {}

  /**
   * The cached value for `key`, else the result of `load()`, shared with callers arriving within `shareMs` of its
   * start. Rejects with `load()`'s error (never cached).
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit?.settled && hit.expires > t) return hit.value as Promise<T>;
    if (hit?.settled && hit.expires + this.staleMs > t) {
      if (!hit.refreshing) this.refresh(hit, key, load);
      return hit.value as Promise<T>;
    }
    if (hit && !hit.settled && hit.shareUntil > t) return this.join(hit, key, load);
    return this.start(key, load, t);
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
  }

  private start<T>(key: string, load: () => Promise<T>, t: number): Promise<T> {
    const value = load();
    const entry: Entry = { value, settled: false, shareUntil: t + this.shareMs, expires: 0 };
    this.entries.delete(key); // re-insert at the end: eviction order follows the latest start
    this.entries.set(key, entry);
    value.then(
      (v) => {
        if (this.entries.get(key) !== entry) return; // replaced by a later call: that one decides
        if (this.ttlMs > 0 && v !== undefined && v !== null) {
          entry.settled = true;
          entry.expires = this.now() + this.ttlMs;
        } else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Loads `key` again in the background; a value replaces the stale entry, a failure or empty value keeps it. */
  private refresh<T>(stale: Entry, key: string, load: () => Promise<T>): void {
    stale.refreshing = true;
    const settle = () => {
      stale.refreshing = false;
    };
    load().then((v) => {
      settle();
      if (this.entries.get(key) !== stale || v === undefined || v === null) return;
      this.entries.delete(key);
      this.entries.set(key, {
        value: Promise.resolve(v),
        settled: true,
        shareUntil: 0,
        expires: this.now() + this.ttlMs,
      });
    }, settle);
  }

  /** Waits for a shared in-flight call until its share bound, then starts an own call (via {@link get}). */
  private join<T>(entry: Entry, key: string, load: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => {
          // the shared call is past its bound: a newer call (another caller's) may be joined, this one never again
          const own = this.entries.get(key) === entry ? this.start(key, load, this.now()) : this.get(key, load);
          own.then(resolve, reject);
        },
        Math.max(0, entry.shareUntil - this.now()),
      );
      (entry.value as Promise<T>).then(
        (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        (e: unknown) => {
          clearTimeout(timer);
          reject(e);
        },
      );
    });
  }
}
