/**
 * Counts that wait in memory and are written in batches, off the request path (site visits, usage
 * counts). Shared by the usage recorder (recorder.ts) and the site visit recorder (site-visits.ts), which decide what
 * counts; this class only keeps, merges and writes.
 *
 * Writes: every `intervalMs`, as soon as `maxPending` distinct keys wait, and on close. A batch is taken out of memory
 * before `write` runs and merged back only when it throws, so a count reaches the database once; on close a failed
 * batch is retried once and what still could not be written is logged. One flush runs at a time.
 */
import type { FastifyBaseLogger } from 'fastify';

/** A count row: what identifies it (the caller's key) and how many. */
export interface Counted {
  count: number;
}

/** Options of {@link BatchedCounts}. */
export interface BatchedCountsOptions<T extends Counted> {
  /** Writes one batch in one transaction; resolves to the number of rows written. */
  write(batch: T[]): Promise<number>;
  /** The key that merges two counts of the same row (e.g. 'article|day|metric'). */
  keyOf(c: T): string;
  /** Flush period in ms; 0 turns the timer off (tests flush by hand). */
  intervalMs: number;
  /** Flush at once when this many distinct keys wait (default 20,000). */
  maxPending?: number;
  /** Names the counts in log lines ('usage', 'site visits'). */
  name: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Pending counts of one process, merged by key and written in batches (module docs). */
export class BatchedCounts<T extends Counted> {
  private pending = new Map<string, T>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<number> | null = null;
  private readonly maxPending: number;

  constructor(private readonly opts: BatchedCountsOptions<T>) {
    this.maxPending = opts.maxPending ?? 20_000;
  }

  /** Starts the flush timer (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer || this.opts.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), this.opts.intervalMs);
    this.timer.unref();
  }

  /** Adds `c` to the pending counts (no I/O); flushes in the background once `maxPending` keys wait. */
  add(c: T): void {
    this.merge(c);
    if (this.pending.size >= this.maxPending) void this.flush().catch(() => undefined);
  }

  private merge(c: T): void {
    const key = this.opts.keyOf(c);
    const had = this.pending.get(key);
    if (had) had.count += c.count;
    else this.pending.set(key, { ...c });
  }

  /** The counts waiting for the next flush. */
  values(): IterableIterator<T> {
    return this.pending.values();
  }

  /** How many distinct keys wait. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Writes the pending counts as one batch (`before` runs first, e.g. to prune a filter). A second caller waits for
   * the running flush, then flushes what came meanwhile. On failure the batch goes back into memory and the error is
   * thrown. Resolves to the number of rows written.
   */
  async flush(): Promise<number> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    if (!this.pending.size) return 0;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.opts.write(batch).catch((err: unknown) => {
      for (const c of batch) this.merge(c);
      this.opts.log?.warn(
        { err, counts: batch.length },
        `${this.opts.name}: flush failed; counts kept for the next flush`,
      );
      throw err;
    });
    try {
      return await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  /** Stops the timer and flushes (retrying once); logs the counts it could not write. Call before the db closes. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (let attempt = 0; attempt < 2 && this.pending.size; attempt++) {
      try {
        await this.flush();
      } catch {
        // kept in memory by flush; retried once, then reported below
      }
    }
    if (this.pending.size)
      this.opts.log?.error(
        { counts: [...this.pending.values()] },
        `${this.opts.name}: counts could not be written before shutdown`,
      );
  }
}
