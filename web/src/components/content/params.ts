/**
 * Route parameter parsing for the content pages. All route parameters are optional and lang is last
 * (docs/product/sites-and-frame.md#routes), so a
 * short URL may put `zh`/`en` where another parameter would be; such values count as absent.
 */
import { asLang } from '../../app/lang.js';

/** A route param, or undefined when absent, empty or a language code. */
export function param(value: string | undefined): string | undefined {
  if (value === undefined || value === '' || asLang(value)) return undefined;
  return value;
}

/** A non-negative integer id (at most 9 digits, the GraphQL Int range), or null when absent or not a number. */
export function intParam(value: string | undefined): number | null {
  const v = param(value);
  return v !== undefined && /^\d{1,9}$/.test(v) ? Number(v) : null;
}

/**
 * A record id from the route (article, news, channel): a positive integer, or null when absent, 0 or malformed, so
 * the page answers its 404 page instead of sending rc-pub an id it rejects (`/article/id/abc/0` was a 502).
 */
export function idParam(value: string | undefined): number | null {
  const id = intParam(value);
  return id !== null && id > 0 ? id : null;
}
