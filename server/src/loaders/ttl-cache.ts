/**
 * A small cross-request cache with a time-to-live and in-flight de-duplication: concurrent requests for the same key
 * share one upstream call; successes are kept for `ttlMs`; failures are never kept.
 */
export class TtlCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  /**
   * @param ttlMs lifetime of a successful value in ms (0: only in-flight de-duplication).
   * @param maxEntries oldest entries are evicted beyond this count.
   * @param now clock (tests).
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value for `key`, else the result of `load()` (shared with concurrent callers). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > t) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = load();
    // in flight: visible to concurrent callers until settled
    this.entries.set(key, { expires: Number.POSITIVE_INFINITY, value });
    value.then(
      () => {
        const cur = this.entries.get(key);
        if (cur?.value !== value) return;
        if (this.ttlMs > 0) cur.expires = this.now() + this.ttlMs;
        else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
  }
}
