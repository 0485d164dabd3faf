/**
 * When a matched article may be mailed (immediately, daily digest, weekly digest): at once for
 * immediate subscriptions, else at the next digest time, RC_PUB_DIGEST_HOUR:00 local time in RC_PUB_DIGEST_TZ (every
 * day, or Mondays only for weekly digests). Pure functions of the clock; daylight-saving time is handled with
 * Intl (no time-zone library): a digest hour that does not exist on a spring-forward day is the instant the clock
 * jumps to (02:00 in Europe/Berlin on the last Sunday of March is 03:00 CEST), one that happens twice on a fall-back
 * day is its first occurrence.
 */
import type { SubscriptionFrequency } from '../contract/alerts.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Intl formatters by time zone (building one costs about 0.1 ms; the matcher asks for thousands of dates). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of an instant in a time zone (month 1-12). */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTime(ms: number, timeZone: string): WallTime {
  const out: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const p of formatterOf(timeZone).formatToParts(ms)) {
    if (p.type in out) out[p.type as keyof WallTime] = Number(p.value);
  }
  return out;
}

/** The zone's offset from UTC at instant `ms`, in ms (Asia/Shanghai: +8 h). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallTime(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of local `hour`:00 on the local date `y-m-d` (month 1-12) in `timeZone`: the earlier one when it occurs
 * twice, the end of the gap when it does not occur (see the module comment).
 */
function localHourToInstant(y: number, m: number, d: number, hour: number, timeZone: string): number {
  const naive = Date.UTC(y, m - 1, d, hour);
  // offsets half a day either side cover any transition of that day
  const before = naive - offsetAt(naive - 12 * HOUR_MS, timeZone);
  const after = naive - offsetAt(naive + 12 * HOUR_MS, timeZone);
  const fits = [before, after].filter((t) => {
    const w = wallTime(t, timeZone);
    return w.year === y && w.month === m && w.day === d && w.hour === hour && w.minute === 0;
  });
  if (fits.length) return Math.min(...fits);
  return before; // in the gap: the old offset lands on the first instant after it
}

/**
 * The next digest time strictly after `now`: `hour`:00 local time in `timeZone`, on any day (`weekly` false) or on a
 * Monday (`weekly` true).
 * @param hour 0-23
 * @param timeZone IANA name, e.g. Asia/Shanghai (checked by config.ts)
 */
export function nextDigestTime(now: Date, hour: number, timeZone: string, weekly: boolean): Date {
  const nowMs = now.getTime();
  const today = wallTime(nowMs, timeZone);
  const day0 = Date.UTC(today.year, today.month - 1, today.day);
  // at most 7 days ahead for a Monday, plus one for a digest hour already past today
  for (let k = 0; k <= 8; k++) {
    const date = new Date(day0 + k * DAY_MS);
    if (weekly && date.getUTCDay() !== 1) continue;
    const t = localHourToInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, timeZone);
    if (t > nowMs) return new Date(t);
  }
  throw new Error(`nextDigestTime: no ${hour}:00 in ${timeZone} within 8 days of ${now.toISOString()}`);
}

/** Digest settings the due time needs (a subset of MailConfig). */
export interface DigestClock {
  /** Local hour 0-23 (RC_PUB_DIGEST_HOUR). */
  digestHour: number;
  /** IANA time zone (RC_PUB_DIGEST_TZ). */
  timeZone: string;
}

/**
 * When a delivery matched at `now` is due: `now` (immediate), the next daily digest time (daily) or the next Monday
 * digest time (weekly), both strictly after `now`.
 */
export function dueAt(frequency: SubscriptionFrequency, now: Date, clock: DigestClock): Date {
  if (frequency === 'daily') return nextDigestTime(now, clock.digestHour, clock.timeZone, false);
  if (frequency === 'weekly') return nextDigestTime(now, clock.digestHour, clock.timeZone, true);
  return now;
}
