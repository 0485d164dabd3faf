/**
 * Dates of content pages in the page language through react-intl (never a raw ISO string): 'YYYY-MM-DD' or
 * a full ISO timestamp → '2014年6月25日' / 'June 25, 2014'. Calendar dates are formatted in UTC so that a date stays
 * the day it names in every time zone.
 */
import type { IntlShape } from 'react-intl';

/**
 * The calendar day of an ISO date or timestamp as the reader's language writes it: `long` (June 25, 2014) for
 * details, `medium` (Jun 25, 2014 / 2014年6月25日) for news, `short` (06/25/2014, 2014/06/25) for compact lists; the
 * input itself when unparsable.
 */
export function formatDay(intl: IntlShape, iso: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const at = day ? Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const month = style === 'long' ? 'long' : style === 'medium' ? 'short' : '2-digit';
  return intl.formatDate(at, {
    year: 'numeric',
    month,
    day: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  });
}
