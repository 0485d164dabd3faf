/**
 * HTTP byte ranges of stored files (RFC 9110 section 14): video, audio and PDF viewers ask for parts of a file.
 * One range per request is served (`bytes=0-99`, `bytes=100-`, `bytes=-500`); a header this does not understand, or
 * several ranges, is ignored and the whole file is sent, as the RFC allows.
 */

/** What to answer for a Range header against a file of `size` bytes. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * The part of a `size`-byte file a `Range` header asks for (`end` inclusive).
 * @param ifRange the If-Range header: a range is only honoured when it equals `etag` (else the whole file)
 */
export function byteRange(
  header: string | undefined,
  size: number,
  etag: string,
  ifRange?: string | string[] | undefined,
): RangeAnswer {
  if (!header || (ifRange !== undefined && (typeof ifRange !== 'string' || ifRange.trim() !== etag)))
    return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
