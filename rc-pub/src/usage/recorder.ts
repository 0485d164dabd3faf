/**
 * The usage recorder: takes reader events on the request path, applies the COUNTER R5 rules in memory
 * (counter.ts) and writes the surviving counts to PostgreSQL in batches, off the request path.
 *
 * Writes: every `intervalMs` (RC_PUB_USAGE_FLUSH_MS, default 2000), as soon as `maxPending` distinct
 * (article, day, metric) counts wait, and on close. A batch is one transaction (repositories/usage.ts addUsage).
 *
 * What "never lost" means here: an event whose call was answered is counted exactly once in the database as long as
 * the process ends normally (SIGINT/SIGTERM and app.close() flush before the database closes; a failed write keeps
 * the counts in memory and retries at the next flush, and on close retries once more and then logs the counts it
 * could not write). A crash of the process (SIGKILL, power loss) loses at most the counts of the last interval: the
 * price of not writing on the request path. Counts never reach the database twice: a batch is taken out of memory
 * before it is written and merged back only when its transaction failed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { addUsage, type UsageCount } from '../repositories/usage.js';
import { BatchedCounts } from './batch.js';
import { DoubleClickFilter, isCrawler, userKey } from './counter.js';
import { isoDay, METRIC, type MetricCode, type MetricName } from './metrics.js';

/** One reader event as a route or verb sees it. */
export interface UsageEvent {
  articleId: number;
  metric: MetricName;
  /** Member token, null for visitors. */
  token: string | null;
  clientIp: string;
  userAgent: string | null;
  /** Event time; now when absent. */
  at?: Date;
}

/** Options of {@link UsageRecorder}. */
export interface UsageRecorderOptions {
  /** Flush period in ms; 0 turns the timer off (tests flush by hand). */
  intervalMs: number;
  /** Flush at once when this many distinct counts wait (default 20,000). */
  maxPending?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Why an event was not counted, or 'counted'. */
export type UsageOutcome = 'counted' | 'crawler' | 'doubleClick';

/** Batched COUNTER R5 recorder of one rc-pub process. */
export class UsageRecorder {
  private readonly filter = new DoubleClickFilter();
  private readonly counts: BatchedCounts<UsageCount>;

  constructor(db: Db, opts: UsageRecorderOptions) {
    this.counts = new BatchedCounts<UsageCount>({
      write: (batch) => addUsage(db, batch),
      keyOf: (c) => `${c.articleId}|${c.day}|${c.metric}`,
      intervalMs: opts.intervalMs,
      maxPending: opts.maxPending,
      name: 'usage',
      log: opts.log,
    });
  }

  /** Starts the flush timer (unref'd: it never keeps the process alive). */
  start(): void {
    this.counts.start();
  }

  /** Applies the COUNTER rules to `e` and, when it counts, adds it to the pending counts (no I/O). */
  record(e: UsageEvent): UsageOutcome {
    if (isCrawler(e.userAgent)) return 'crawler';
    const at = e.at ?? new Date();
    const metric: MetricCode = METRIC[e.metric];
    const user = userKey({ token: e.token, clientIp: e.clientIp, userAgent: e.userAgent });
    if (!this.filter.admit(user, e.articleId, metric, at.getTime())) return 'doubleClick';
    this.counts.add({ articleId: e.articleId, day: isoDay(at), metric, count: 1 });
    return 'counted';
  }

  /** Counts waiting for the next flush for `articleId`, by metric code (the statistics call adds them). */
  pendingOf(articleId: number): Map<MetricCode, { total: number; byDay: Map<string, number> }> {
    const out = new Map<MetricCode, { total: number; byDay: Map<string, number> }>();
    for (const c of this.counts.values()) {
      if (c.articleId !== articleId) continue;
      const m = out.get(c.metric) ?? { total: 0, byDay: new Map<string, number>() };
      m.total += c.count;
      m.byDay.set(c.day, (m.byDay.get(c.day) ?? 0) + c.count);
      out.set(c.metric, m);
    }
    return out;
  }

  /** Distinct (article, day, metric) counts waiting. */
  get pendingSize(): number {
    return this.counts.size;
  }

  /**
   * Writes the pending counts in one transaction and forgets double-click entries older than 30 s (BatchedCounts:
   * one flush at a time, a failed batch kept in memory and the error thrown). Resolves to the daily rows written.
   */
  async flush(): Promise<number> {
    this.filter.prune(Date.now());
    return this.counts.flush();
  }

  /** Stops the timer and flushes (retrying once); logs the counts it could not write. Call before the db closes. */
  async close(): Promise<void> {
    this.filter.prune(Date.now());
    await this.counts.close();
  }
}
