/** Parsing of id lists in query strings (`ids=1,2,3`) and the int4 bounds every integer parameter obeys. */
import { badRequest } from './errors.js';

/** Largest PostgreSQL int4 (2^31-1): the largest id and integer parameter rc-pub accepts. */
export const INT4_MAX = 2_147_483_647;
/** Smallest PostgreSQL int4 (-2^31). */
export const INT4_MIN = -2_147_483_648;

/**
 * Parses a comma-separated list of ids (integers 1..{@link INT4_MAX}); duplicates removed, order kept; an empty value
 * is an empty list.
 * @throws RcPubError status 400 naming the parameter when an element is not an id (e.g. 0, 1e309, 2147483648)
 */
export function parseIdList(name: string, value: string): number[] {
  const parts = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!value.trim()) return [];
  const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : Number.NaN));
  if (!parts.length || ids.some((n) => !Number.isSafeInteger(n) || n <= 0 || n > INT4_MAX))
    throw badRequest('badIds', { name, value });
  return [...new Set(ids)];
}

/** Ready URL of a stored file (served by GET /rc-pub/front/files/get), or null when no file is stored. */
export function fileUrl(fileId: number | null | undefined): string | null {
  return fileId ? `/rc-pub/front/files/get?id=${fileId}` : null;
}

/** ISO `YYYY-MM-DD` of a date column value (string or Date), or null. */
export function isoDate(v: string | Date | null | undefined): string | null {
  if (!v) return null;
  return typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);
}
