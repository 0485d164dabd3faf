/**
 * The site visit recorder (docs/product/usage.md#site-visit-counters; the footer's sumVisits/todayVisits, shown only
 * when enabled).
 *
 * Definition of a visit: a server-rendered HTML page of the site answered to a browser (the gateway reports only
 * 200 HTML answers to GET requests that are not prefetches, server/src/plugins/app/site-visits.ts), whose user agent is not a
 * crawler's (isbot; an empty one counts as a crawler), counted at most once per visitor per site per
 * {@link VISIT_WINDOW_MS} (30 minutes, a sliding window: a visitor who keeps reading within 30 minutes of the last
 * page stays one visit). A visitor is a hash of client IP and user agent held in memory only: no cookie, no stored
 * IP. The window is per process: after a restart, or across several rc-pub processes, a visitor may count once more.
 *
 * Days are calendar days in Asia/Shanghai ({@link visitDay}): "today" turns at 00:00 China time.
 *
 * Writes: as the usage recorder's (batch.ts BatchedCounts), counts wait in memory and are written every `intervalMs`
 * and on close, in one transaction per batch (repositories/site-visits.ts); a failed write keeps them for the next flush.
 * The footer's numbers add the counts still waiting ({@link SiteVisitRecorder.pendingOf}).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { addSiteVisits, type SiteVisitCount } from '../repositories/site-visits.js';
import { BatchedCounts } from './batch.js';
import { DoubleClickFilter, isCrawler, userKey } from './counter.js';
import { METRIC } from './metrics.js';

/** A visitor's pages within this many ms of the last one are one visit (30 minutes). */
export const VISIT_WINDOW_MS = 30 * 60_000;

/** The timezone of visit days (the portal's, docs/product/usage.md#site-visit-counters, server time). */
export const VISIT_TIMEZONE = 'Asia/Shanghai';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: VISIT_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Asia/Shanghai calendar day of `at` as 'YYYY-MM-DD'. */
export function visitDay(at: Date): string {
  return dayFormat.format(at);
}

/** One page view as the gateway reports it. */
export interface SiteVisitEvent {
  siteId: number;
  clientIp: string;
  userAgent: string | null;
  /** View time; now when absent. */
  at?: Date;
}

/** Why a view was not counted, or 'counted'. */
export type SiteVisitOutcome = 'counted' | 'crawler' | 'repeat';

/** Options of {@link SiteVisitRecorder}. */
export interface SiteVisitRecorderOptions {
  /** Flush period in ms; 0 turns the timer off (tests flush by hand). */
  intervalMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Batched site visit counter of one rc-pub process (module docs). */
export class SiteVisitRecorder {
  private readonly filter = new DoubleClickFilter(VISIT_WINDOW_MS);
  private readonly counts: BatchedCounts<SiteVisitCount>;

  constructor(db: Db, opts: SiteVisitRecorderOptions) {
    this.counts = new BatchedCounts<SiteVisitCount>({
      write: (batch) => addSiteVisits(db, batch),
      keyOf: (c) => `${c.siteId}|${c.day}`,
      intervalMs: opts.intervalMs,
      name: 'site visits',
      log: opts.log,
    });
  }

  /** Starts the flush timer (unref'd). */
  start(): void {
    this.counts.start();
  }

  /** Applies the visit rules to `e` and, when it counts, adds it to the pending counts (no I/O). */
  record(e: SiteVisitEvent): SiteVisitOutcome {
    if (isCrawler(e.userAgent)) return 'crawler';
    const at = e.at ?? new Date();
    const visitor = userKey({ token: null, clientIp: e.clientIp, userAgent: e.userAgent });
    // the filter is this recorder's own: its metric slot is unused, any fixed code will do
    if (!this.filter.admit(visitor, e.siteId, METRIC.abstract, at.getTime())) return 'repeat';
    this.counts.add({ siteId: e.siteId, day: visitDay(at), count: 1 });
    return 'counted';
  }

  /** Counts of `siteId` waiting for the next flush: all days, and the day `today`. */
  pendingOf(siteId: number, today: string): { sum: number; today: number } {
    let sum = 0;
    let onDay = 0;
    for (const c of this.counts.values()) {
      if (c.siteId !== siteId) continue;
      sum += c.count;
      if (c.day === today) onDay += c.count;
    }
    return { sum, today: onDay };
  }

  /**
   * Writes the pending counts in one transaction and forgets visitors idle for 30 minutes (BatchedCounts: one flush
   * at a time, a failed batch kept in memory and the error thrown). Resolves to the number of daily rows written.
   */
  async flush(): Promise<number> {
    this.filter.prune(Date.now());
    return this.counts.flush();
  }

  /** Stops the timer and flushes (retrying once); logs the counts it could not write. Call before the db closes. */
  async close(): Promise<void> {
    await this.counts.close();
  }
}
