/**
 * COUNTER Code of Practice Release 5 rules for item metrics (COUNTER R5 section 7.2 double-click filtering,
 * section 7.8 robots and crawlers):
 * - a user is the member session when there is one, else the client IP together with the user agent;
 * - two events of the same user, item and metric within 30 seconds count once (a chain of clicks each within 30 s of
 *   the one before counts once, as R5 keeps only the last click of each such pair);
 * - events whose user agent is a crawler's (isbot's list) are not counted; an empty user agent counts as a crawler.
 * Session-unique counts are sessions.ts's; searches are searches.ts's.
 */
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import type { MetricCode } from './metrics.js';

/** COUNTER R5 double-click window, ms. */
export const DOUBLE_CLICK_MS = 30_000;

/** True when `userAgent` is a robot's or crawler's (isbot), or absent/empty. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return isbot(userAgent);
}

/**
 * The COUNTER user of an event: a hash of the member token when signed in, else of IP and user agent (raw IPs and
 * tokens are never kept).
 */
export function userKey(input: { token: string | null; clientIp: string; userAgent: string | null }): string {
  const raw = input.token ? `m\u0000${input.token}` : `a\u0000${input.clientIp}\u0000${input.userAgent ?? ''}`;
  return createHash('sha256').update(raw).digest('base64url').slice(0, 22);
}

/**
 * Double-click filter: remembers the last event time of each (user, article, metric) for 30 s. Memory is bounded by
 * the events of the last 30 s ({@link DoubleClickFilter.prune} drops older entries).
 */
export class DoubleClickFilter {
  private readonly last = new Map<string, number>();

  constructor(private readonly windowMs: number = DOUBLE_CLICK_MS) {}

  /**
   * True when the event counts: no event of the same user, article and metric in the previous `windowMs` ms. The
   * event's time becomes the last one either way (so a chain of clicks each within 30 s counts once).
   */
  admit(user: string, articleId: number, metric: MetricCode, atMs: number): boolean {
    return this.admitKey(`${user}|${articleId}|${metric}`, atMs);
  }

  /** As {@link admit} for any event identity `key` (e.g. a user's search, usage/searches.ts). */
  admitKey(key: string, atMs: number): boolean {
    const before = this.last.get(key);
    this.last.set(key, atMs);
    return before === undefined || atMs - before > this.windowMs;
  }

  /** Forgets the entries older than the window at `nowMs`. */
  prune(nowMs: number): void {
    for (const [key, at] of this.last) if (nowMs - at > this.windowMs) this.last.delete(key);
  }

  /** Entries kept (for tests and the bench). */
  get size(): number {
    return this.last.size;
  }
}
