/**
 * The reporting period of a COUNTER report request (docs/product/usage.md#counter-reports-sushi): `begin_date` and
 * `end_date` as `yyyy-mm` or `yyyy-mm-dd` (COUNTER_SUSHI API R5.1), in whole UTC months. A day names its month: the
 * header shows the first day of the first month and the last day of the last (CoP R5.1 Table 3.y). Months are
 * 'YYYY-MM' strings throughout.
 */
import { CounterException, type CounterExceptionJson, exceptionJson } from './exceptions.js';

/** A checked reporting period: whole months, `begin` ≤ `end`, both before the current month. */
export interface Period {
  /** First month, 'YYYY-MM'. */
  begin: string;
  /** Last month, 'YYYY-MM'. */
  end: string;
  /** Exceptions the period carries into the report header (3031 when the end was clamped). */
  exceptions: CounterExceptionJson[];
}

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** 'YYYY-MM' of a UTC year and 0-based month (months outside 0..11 roll over). */
function monthOf(year: number, month0: number): string {
  return new Date(Date.UTC(year, month0, 1)).toISOString().slice(0, 7);
}

/** The month after (`n` = 1) or before (`n` = -1) `month`. */
export function addMonths(month: string, n: number): string {
  return monthOf(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n);
}

/** The months from `begin` to `end`, both included, oldest first (empty when `end` < `begin`). */
export function monthsBetween(begin: string, end: string): string[] {
  const out: string[] = [];
  for (let m = begin; m <= end; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The first day of `month`, 'YYYY-MM-DD'. */
export function firstDay(month: string): string {
  return `${month}-01`;
}

/** The last day of `month`, 'YYYY-MM-DD'. */
export function lastDay(month: string): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return d.toISOString().slice(0, 10);
}

/** The month of a `yyyy-mm` or `yyyy-mm-dd` value, or null when it is no such date (or before 1900). */
export function parseMonth(value: string): string | null {
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 1 : Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const month0 = month - 1;
  if (day > Number(lastDay(monthOf(year, month0)).slice(8))) return null;
  return monthOf(year, month0);
}

/**
 * Checks `begin_date` and `end_date` at `now`: the current month is not complete, so a period ending in it or later
 * ends with the previous month instead, with Exception 3031 naming the months left out (CoP R5.1 Table D.1).
 * @throws CounterException 1030 when either is missing; 3020 when either is no date, begin is after end, or begin is
 *   in the current month or later
 */
export function parsePeriod(beginDate: string | undefined, endDate: string | undefined, now: Date): Period {
  if (!beginDate || !endDate) throw new CounterException(1030, 'begin_date and end_date are required');
  const begin = parseMonth(beginDate);
  const end = parseMonth(endDate);
  if (!begin || !end)
    throw new CounterException(
      3020,
      `dates must be yyyy-mm or yyyy-mm-dd: begin_date=${beginDate}, end_date=${endDate}`,
    );
  if (end < begin) throw new CounterException(3020, `end_date ${endDate} is before begin_date ${beginDate}`);
  const current = now.toISOString().slice(0, 7);
  if (begin >= current)
    throw new CounterException(3020, `begin_date ${beginDate} is not before the current month ${current}`);
  if (end < current) return { begin, end, exceptions: [] };
  const last = addMonths(current, -1);
  const notReady = `${current} to ${end}`;
  return { begin, end: last, exceptions: [exceptionJson(3031, `usage of ${notReady} is not complete yet`)] };
}
