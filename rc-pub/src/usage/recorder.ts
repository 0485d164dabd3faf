/**
 * The usage recorder: takes reader events on the request path, applies the COUNTER R5 rules in memory
 * (counter.ts: crawlers, double clicks; sessions.ts: the first use of an article in a user session, stored as the
 * session-unique codes 4 and 5 beside the event's own code) and writes the surviving counts to PostgreSQL in batches,
 * off the request path. It also owns the platform search counter (searches.ts, COUNTER Searches_Platform), flushed
 * and closed with it.
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
import { isoDay, METRIC, type MetricCode, type MetricName, UNIQUE_METRIC } from './metrics.js';
import { PlatformSearchCounter, type SearchEvent, type SearchOutcome } from './searches.js';
import { SessionUniqueFilter } from './sessions.js';

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
  private readonly sessions = new SessionUniqueFilter();
  private readonly counts: BatchedCounts<UsageCount>;
  private readonly searches: PlatformSearchCounter;

  constructor(db: Db, opts: UsageRecorderOptions) {
    this.counts = new BatchedCounts<UsageCount>({
      write: (batch) => addUsage(db, batch),
      keyOf: (c) => `${c.articleId}|${c.day}|${c.metric}`,
      intervalMs: opts.intervalMs,
      maxPending: opts.maxPending,
      name: 'usage',
      log: opts.log,
    });
    this.searches = new PlatformSearchCounter(db, opts);
  }

  /** Starts the flush timer (unref'd: it never keeps the process alive). */
  start(): void {
    this.counts.start();
    this.searches.start();
  }

  /**
   * Applies the COUNTER rules to `e` and, when it counts, adds it to the pending counts (no I/O). A counted page view
   * or download that is the user's first of the article in its session (hour slot) also adds code 4, a first download
   * code 5; the full-text beacon adds no unique count (it is part of a page view). Unique counts are taken from the
   * counted events only, so they never exceed the totals.
   */
  record(e: UsageEvent): UsageOutcome {
    if (isCrawler(e.userAgent)) return 'crawler';
    const at = e.at ?? new Date();
    const ms = at.getTime();
    const metric: MetricCode = METRIC[e.metric];
    const user = userKey({ token: e.token, clientIp: e.clientIp, userAgent: e.userAgent });
    if (!this.filter.admit(user, e.articleId, metric, ms)) return 'doubleClick';
    const day = isoDay(at);
    this.counts.add({ articleId: e.articleId, day, metric, count: 1 });
    if (metric === METRIC.fulltext) return 'counted';
    if (this.sessions.admit(user, e.articleId, 'investigation', ms))
      this.counts.add({ articleId: e.articleId, day, metric: UNIQUE_METRIC.investigation, count: 1 });
    if (metric === METRIC.download && this.sessions.admit(user, e.articleId, 'download', ms))
      this.counts.add({ articleId: e.articleId, day, metric: UNIQUE_METRIC.download, count: 1 });
    return 'counted';
  }

  /** Counts a search a reader ran (searches.ts rules: crawlers, first pages, identical searches within 30 s once). */
  recordSearch(e: SearchEvent): SearchOutcome {
    return this.searches.record(e);
  }

  /**
   * Reader-event counts (codes 1-3) waiting for the next flush for `articleId`, by metric code (the statistics call
   * adds them); session-unique counts are left out.
   */
  pendingOf(articleId: number): Map<MetricCode, { total: number; byDay: Map<string, number> }> {
    const out = new Map<MetricCode, { total: number; byDay: Map<string, number> }>();
    for (const c of this.counts.values()) {
      if (c.articleId !== articleId || !isEventCode(c.metric)) continue;
      const m = out.get(c.metric) ?? { total: 0, byDay: new Map<string, number>() };
      m.total += c.count;
      m.byDay.set(c.day, (m.byDay.get(c.day) ?? 0) + c.count);
      out.set(c.metric, m);
    }
    return out;
  }

  /** Distinct (article, day, metric) counts waiting, session-unique codes included. */
  get pendingSize(): number {
    return this.counts.size;
  }

  /** Distinct (site, day) search counts waiting. */
  get pendingSearches(): number {
    return this.searches.pendingSize;
  }

  /**
   * Writes the pending article counts in one transaction and the search counts in another, and forgets double-click
   * entries older than 30 s and sessions before the previous hour (BatchedCounts: one flush at a time, a failed
   * batch kept in memory and the error thrown once both were tried). Resolves to the daily rows written.
   */
  async flush(): Promise<number> {
    const now = Date.now();
    this.filter.prune(now);
    this.sessions.prune(now);
    const [items, searches] = await Promise.allSettled([this.counts.flush(), this.searches.flush()]);
    if (items.status === 'rejected') throw items.reason;
    if (searches.status === 'rejected') throw searches.reason;
    return items.value + searches.value;
  }

  /** Stops the timers and flushes (retrying once); logs the counts it could not write. Call before the db closes. */
  async close(): Promise<void> {
    this.filter.prune(Date.now());
    await Promise.all([this.counts.close(), this.searches.close()]);
  }
}

/** True for the reader-event codes (1-3) of {@link METRIC}. */
function isEventCode(code: number): code is MetricCode {
  return code === METRIC.abstract || code === METRIC.fulltext || code === METRIC.download;
}
