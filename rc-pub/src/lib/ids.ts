/** Parsing of id lists in query strings (`ids=1,2,3`). */
import { badRequest } from './errors.js';

/**
 * Parses a comma-separated list of positive integers; duplicates removed, order kept; an empty value is an empty list.
 * @throws RcPubError status 400 naming the parameter when an element is not a positive integer
 */
export function parseIdList(name: string, value: string): number[] {
  const parts = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!value.trim()) return [];
  const ids = parts.map(Number);
  if (!parts.length || ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) throw badRequest('badIds', { name, value });
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
