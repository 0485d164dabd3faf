/** Helpers shared by resolvers. */
import { fileUrl } from '../../domain/media.js';

/** An image reference as a URL: a bare file id (digits) becomes the rc-pub file URL; '' and '0' are absent. */
export function asImageUrl(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  if (!s || s === '0') return null;
  return /^\d+$/.test(s) ? fileUrl(s) : s;
}
