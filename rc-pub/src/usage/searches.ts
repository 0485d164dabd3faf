/**
 * Platform searches (COUNTER R5.1 Searches_Platform of PR_P1; docs/product/usage.md#counter-metrics): the search
 * results queries readers run on a site, counted per site and UTC day and written in batches (batch.ts) to
 * `platform_searches_daily` (repositories/counter.ts addPlatformSearches).
 *
 * What counts: a search the reader ran, as its results page reports it (basic or advanced search; the page's beacon,
 * services/usage/record-search.ts, so that server-rendered, page-cached and browser-fetched results count alike), its
 * first page only (paging through results is the same search); suggestions and facet counts are no searches. Crawlers are left out as for
 * items (counter.ts isCrawler), and an identical search by the same user within 30 s counts once (COUNTER R5.1
 * section 7.2: the double-click rule applies to searches too). A search is identical when its terms and filters are
 * (page, page size and sort order left aside).
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { BaseCtx } from '../lib/context.js';
import { addPlatformSearches, type SearchCount } from '../repositories/counter.js';
import { BatchedCounts } from './batch.js';
import { DoubleClickFilter, isCrawler, userKey } from './counter.js';
import { isoDay } from './metrics.js';

/** One search as its results page reports it. */
export interface SearchEvent {
  siteId: number;
  /** The search's input as the page asked it: terms, filters, `page` (from 0), `size`, `sort`. */
  search: Readonly<Record<string, unknown>>;
  /** Member token, null for visitors. */
  token: string | null;
  clientIp: string;
  userAgent: string | null;
  /** Search time; now when absent. */
  at?: Date;
}

/** The search event of a reported search: its site, its input, and the caller of `ctx` (token, IP, user agent). */
export function searchEvent(
  ctx: Pick<BaseCtx, 'token' | 'clientIp' | 'userAgent'>,
  siteId: number,
  search: object,
): SearchEvent {
  return { siteId, search: { ...search }, token: ctx.token, clientIp: ctx.clientIp, userAgent: ctx.userAgent };
}

/** Why a search was not counted, or 'counted'. */
export type SearchOutcome = 'counted' | 'crawler' | 'doubleClick' | 'paging';

/** Input fields that do not make another search. */
const NOT_THE_SEARCH = new Set(['page', 'size', 'sort']);

/** A digest of what makes a search (terms and filters, keys sorted; undefined values, page, size and sort left out). */
export function searchIdentity(search: Readonly<Record<string, unknown>>): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, x]) => [k, canonical(x)]),
      );
    return v;
  };
  const fields = Object.fromEntries(Object.entries(search).filter(([k]) => !NOT_THE_SEARCH.has(k)));
  return createHash('sha256')
    .update(JSON.stringify(canonical(fields)))
    .digest('base64url')
    .slice(0, 22);
}

/** Batched search counter of one rc-pub process (module docs); owned by the usage recorder (recorder.ts). */
export class PlatformSearchCounter {
  private readonly filter = new DoubleClickFilter();
  private readonly counts: BatchedCounts<SearchCount>;

  constructor(
    db: Db,
    opts: { intervalMs: number; maxPending?: number; log?: Pick<FastifyBaseLogger, 'warn' | 'error'> },
  ) {
    this.counts = new BatchedCounts<SearchCount>({
      write: (batch) => addPlatformSearches(db, batch),
      keyOf: (c) => `${c.siteId}|${c.day}`,
      intervalMs: opts.intervalMs,
      maxPending: opts.maxPending,
      name: 'platform searches',
      log: opts.log,
    });
  }

  /** Starts the flush timer (unref'd). */
  start(): void {
    this.counts.start();
  }

  /** Applies the rules (module docs) to `e` and, when it counts, adds it to the pending counts (no I/O). */
  record(e: SearchEvent): SearchOutcome {
    if (isCrawler(e.userAgent)) return 'crawler';
    const page = e.search.page;
    if (typeof page === 'number' && page > 0) return 'paging';
    const at = e.at ?? new Date();
    const user = userKey({ token: e.token, clientIp: e.clientIp, userAgent: e.userAgent });
    if (!this.filter.admitKey(`${user}|${e.siteId}|${searchIdentity(e.search)}`, at.getTime())) return 'doubleClick';
    this.counts.add({ siteId: e.siteId, day: isoDay(at), count: 1 });
    return 'counted';
  }

  /** Distinct (site, day) counts waiting. */
  get pendingSize(): number {
    return this.counts.size;
  }

  /** Writes the pending counts in one transaction and forgets searches older than 30 s. Resolves to the rows written. */
  async flush(): Promise<number> {
    this.filter.prune(Date.now());
    return this.counts.flush();
  }

  /** Stops the timer and flushes (retrying once); logs the counts it could not write. */
  async close(): Promise<void> {
    await this.counts.close();
  }
}
