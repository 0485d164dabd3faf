/**
 * Response headers of stored files (GET /rc-pub/front/files/get). Files come from imported packages, so they
 * are untrusted: a file opened directly must not run script in the portal's origin. Rules:
 * - `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox` and `nosniff` on every file;
 * - `Content-Disposition: inline` only for types a browser shows without running code (raster images, PDF, audio,
 *   video); everything else (HTML, XHTML, XML, SVG, JavaScript, unknown) is an `attachment`. An SVG still renders in
 *   `<img>`: disposition only applies to top-level navigation;
 * - a strong ETag (the sha256 of the bytes) with `If-None-Match` → 304, and a one-year immutable Cache-Control (a file
 *   id always names the same bytes).
 */

/** CSP of every stored file: nothing loads, inline style only, sandboxed (no script, no same origin). */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** Cache-Control of every stored file: content-addressed, so immutable for a year. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const INLINE_IMAGES = new Set([
  'image/png',
  'image/jpeg',
  'image/pjpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-ms-bmp',
  'image/tiff',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/** True when a browser may show `mime` inline safely (raster image, PDF, audio, video). */
export function isInlineSafe(mime: string): boolean {
  const m = mime.split(';')[0]!.trim().toLowerCase();
  return INLINE_IMAGES.has(m) || m === 'application/pdf' || m.startsWith('audio/') || m.startsWith('video/');
}

/**
 * `Content-Disposition` for a stored file: `inline` or `attachment` (see {@link isInlineSafe}) with the file name as
 * an ASCII fallback and RFC 8187 `filename*` (UTF-8, percent-encoded).
 */
export function contentDisposition(mime: string, name: string): string {
  return dispositionOf(isInlineSafe(mime) ? 'inline' : 'attachment', name);
}

/**
 * `Content-Disposition` of `kind` for a file named `name` (its last path segment): an ASCII `filename` (`asciiName`
 * when given, else `name` with other characters, quotes, backslashes and '%' as '_') and RFC 8187 `filename*`.
 * Downloads (member downloads, citation exports) are always `attachment`.
 */
export function dispositionOf(kind: 'inline' | 'attachment', name: string, asciiName?: string): string {
  const base = name.split(/[\\/]/).pop() || 'file';
  const ascii = asciiName ?? base.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The strong ETag of a file whose bytes hash to `sha256` (hex). */
export function strongEtag(sha256: string): string {
  return `"${sha256}"`;
}

/**
 * True when an `If-None-Match` header matches `etag` (RFC 9110 section 13.1.2: weak comparison, a list of tags, or `*`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
