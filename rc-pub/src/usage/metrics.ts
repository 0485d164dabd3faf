/**
 * The stored metrics and the ranking windows (docs/product/usage.md#rankings). The metrics are stored as small
 * integers in `article_usage_daily.metric`; their codes are defined beside that table (db/schema/usage.ts).
 */
import type { RankWindow } from '../contract/usage.js';

export {
  METRIC,
  type MetricCode,
  type MetricName,
  type StoredMetricCode,
  UNIQUE_METRIC,
  type UniqueMetricCode,
} from '../db/schema/usage.js';

/** Months of each ranking window; null for all time. */
const WINDOW_MONTHS: Record<RankWindow, number | null> = {
  '3m': 3,
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '3y': 36,
  all: null,
};

/** 'YYYY-MM-DD' of a date in UTC. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * The first UTC day a window counts, as 'YYYY-MM-DD': `now` minus the window's months (day of month kept, clamped by
 * Date arithmetic), e.g. 3m on 2026-11-26 → 2026-08-26; null for 'all'.
 */
export function windowStart(window: RankWindow, now: Date = new Date()): string | null {
  const months = WINDOW_MONTHS[window];
  if (months === null) return null;
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return isoDay(d);
}
