/**
 * JATS dates (`<pub-date>`, history `<date>`) → ISO dates for the `date` columns, and their years
 * (docs/product/content.md#publication-dates): `@iso-8601-date` of any precision, or day/month/season/year children.
 */
import { kid, text, type XElement } from './xml.js';

const pad = (s: string | number): string => String(s).padStart(2, '0');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** First month of a season (northern hemisphere, as journals print them). */
const SEASONS: [RegExp, number][] = [
  [/^spring|^春/, 3],
  [/^summer|^夏/, 6],
  [/^(autumn|fall)|^秋/, 9],
  [/^winter|^冬/, 12],
  [/^(q|quarter\s*)([1-4])$|^([1-4])(st|nd|rd|th)\s*quarter|^第?([一二三四1-4])季度/, 0],
];
const CN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4 };

/**
 * The first month (1-12) a `<month>` or `<season>` value names, or null: a number ("5", "05"), an English month
 * name or abbreviation ("May", "Sept."), a range whose first month counts ("May-Aug", "Jan–Feb", "Nov/Dec"), a
 * season (Spring 3, Summer 6, Autumn/Fall 9, Winter 12; 春 夏 秋 冬 likewise) or a quarter (Q2 → 4).
 */
export function monthOf(value: string): number | null {
  const v = value.trim().toLowerCase();
  if (!v) return null;
  const first = v.split(/\s*[-–—/,&]\s*|\s+to\s+/)[0]!.replace(/\.$/, '');
  if (/^\d{1,2}$/.test(first)) {
    const m = Number(first);
    return m >= 1 && m <= 12 ? m : null;
  }
  const named = MONTHS.indexOf(first.slice(0, 3));
  if (named >= 0 && /^[a-z]+$/.test(first)) return named + 1;
  for (const [re, month] of SEASONS) {
    const hit = re.exec(v);
    if (!hit) continue;
    if (month) return month;
    const q = hit[2] ?? hit[3] ?? hit[5] ?? '';
    return ((CN_DIGITS[q] ?? Number(q)) - 1) * 3 + 1;
  }
  return null;
}

/** Year, month and day a date element holds; month and day null when not given (or not valid). */
interface DateParts {
  year: number;
  month: number | null;
  day: number | null;
}

function isoParts(iso: string | null): DateParts | null {
  const m = iso ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso.trim()) : null;
  if (!m) return null;
  const month = m[2] && +m[2] >= 1 && +m[2] <= 12 ? +m[2] : null;
  const day = month && m[3] && +m[3] >= 1 && +m[3] <= 31 ? +m[3] : null;
  return { year: +m[1]!, month, day };
}

function childParts(el: XElement): DateParts | null {
  const y = text(kid(el, 'year'));
  if (!/^\d{4}$/.test(y)) return null;
  const m = text(kid(el, 'month'));
  const month = m ? monthOf(m) : monthOf(text(kid(el, 'season')));
  const d = text(kid(el, 'day'));
  const day = month && /^\d{1,2}$/.test(d) && +d >= 1 && +d <= 31 ? +d : null;
  return { year: +y, month, day };
}

/**
 * The parts of a JATS date element: `@iso-8601-date` (YYYY-MM-DD, YYYY-MM or YYYY) or its day/month/season/year
 * children, whichever is more precise (the attribute on a tie); null without a four-digit year.
 */
function jatsDateParts(el: XElement | undefined): DateParts | null {
  if (!el) return null;
  const iso = isoParts(el.getAttribute('iso-8601-date'));
  const kidsParts = childParts(el);
  const rank = (p: DateParts | null): number => (p ? 1 + (p.month ? 1 : 0) + (p.day ? 1 : 0) : 0);
  return rank(kidsParts) > rank(iso) ? kidsParts : iso;
}

/**
 * A JATS date → 'YYYY-MM-DD' (docs/product/content.md#publication-dates): from `@iso-8601-date` or the
 * day/month/season/year children. Month precision gives day 01, a season its first month (`<season>May-Aug</season>`
 * → 05-01); a year alone gives null (the year is kept on the issue, {@link jatsYear}).
 */
export function jatsDate(el: XElement | undefined): string | null {
  const p = jatsDateParts(el);
  if (!p?.month) return null;
  const date = `${p.year}-${pad(p.month)}-${pad(p.day ?? 1)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  // 31 April and the like: the month is still right, the day is not
  if (Number.isNaN(parsed.getTime()) || parsed.getUTCMonth() + 1 !== p.month) return `${p.year}-${pad(p.month)}-01`;
  return date;
}

/** The four-digit year of a JATS date element (`<year>` or `@iso-8601-date`), or null. */
export function jatsYear(el: XElement | undefined): number | null {
  return jatsDateParts(el)?.year ?? null;
}
