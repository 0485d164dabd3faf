/**
 * The site visit recorder (issue 8; SPEC §2 footer visit counters, §3 footer sumVisits/todayVisits, §9 "the visitor
 * count shows only if enabled").
 *
 * Definition of a visit: a server-rendered HTML page of the site answered to a browser (the gateway reports only
 * 200 HTML answers to GET requests that are not prefetches, server/src/site-visits.ts), whose user agent is not a
 * crawler's (isbot; an empty one counts as a crawler), counted at most once per visitor per site per
 * {@link VISIT_WINDOW_MS} (30 minutes, a sliding window: a visitor who keeps reading within 30 minutes of the last
 * page stays one visit). A visitor is a hash of client IP and user agent held in memory only: no cookie, no stored
 * IP. The window is per process: after a restart, or across several rc-pub processes, a visitor may count once more.
 *
 * Days are calendar days in Asia/Shanghai ({@link visitDay}): "today" turns at 00:00 China time.
 *
 * Writes: like the usage recorder (recorder.ts), counts wait in memory and are written every `intervalMs` and on
 * close, in one transaction per batch (repositories/site-visits.ts); a failed write keeps them for the next flush.
 * The footer's numbers add the counts still waiting ({@link SiteVisitRecorder.pendingOf}).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { addSiteVisits, type SiteVisitCount } from '../repositories/site-visits.js';
import { DoubleClickFilter, isCrawler, userKey } from './counter.js';
import { METRIC } from './metrics.js';

/** A visitor's pages within this many ms of the last one are one visit (30 minutes). */
export const VISIT_WINDOW_MS = 30 * 60_000;

/** The timezone of visit days (the portal's, SPEC §9 server time). */
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
  private pending = new Map<string, SiteVisitCount>();
  private readonly filter = new DoubleClickFilter(VISIT_WINDOW_MS);
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: SiteVisitRecorderOptions,
  ) {}

  /** Starts the flush timer (unref'd). */
  start(): void {
    if (this.timer || this.opts.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), this.opts.intervalMs);
    this.timer.unref();
  }

  /** Applies the visit rules to `e` and, when it counts, adds it to the pending counts (no I/O). */
  record(e: SiteVisitEvent): SiteVisitOutcome {
    if (isCrawler(e.userAgent)) return 'crawler';
    const at = e.at ?? new Date();
    const visitor = userKey({ token: null, clientIp: e.clientIp, userAgent: e.userAgent });
    // the filter is this recorder's own: its metric slot is unused, any fixed code will do
    if (!this.filter.admit(visitor, e.siteId, METRIC.abstract, at.getTime())) return 'repeat';
    this.add({ siteId: e.siteId, day: visitDay(at), count: 1 });
    if (this.pending.size >= 20_000) void this.flush().catch(() => undefined);
    return 'counted';
  }

  private add(c: SiteVisitCount): void {
    const key = `${c.siteId}|${c.day}`;
    const had = this.pending.get(key);
    if (had) had.count += c.count;
    else this.pending.set(key, { ...c });
  }

  /** Counts of `siteId` waiting for the next flush: all days, and the day `today`. */
  pendingOf(siteId: number, today: string): { sum: number; today: number } {
    let sum = 0;
    let onDay = 0;
    for (const c of this.pending.values()) {
      if (c.siteId !== siteId) continue;
      sum += c.count;
      if (c.day === today) onDay += c.count;
    }
    return { sum, today: onDay };
  }

  /**
   * Writes the pending counts in one transaction and forgets visitors idle for 30 minutes; one flush at a time. On
   * failure the counts go back into memory and the error is thrown. Resolves to the number of daily rows written.
   */
  async flush(): Promise<number> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    this.filter.prune(Date.now());
    if (!this.pending.size) return 0;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = addSiteVisits(this.db, batch).catch((err: unknown) => {
      for (const c of batch) this.add(c);
      this.opts.log?.warn({ err, counts: batch.length }, 'site visits: flush failed; counts kept for the next flush');
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
      this.opts.log?.error({ counts: [...this.pending.values()] }, 'site visits: counts could not be written');
  }
}
