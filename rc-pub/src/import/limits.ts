/**
 * Import limits (a 50 MB JATS file was accepted and rendered a 158 MB page). A file larger than
 * `maxFileBytes`, or whose rendered body HTML (all languages together) is larger than `maxBodyHtmlBytes`, fails alone
 * with a message naming the size and the limit (the caller adds the file name); nothing of it is written (the body
 * check runs inside the file's transaction). Configured by RC_PUB_IMPORT_MAX_FILE_MB and RC_PUB_IMPORT_MAX_BODY_MB
 * (rc-pub/src/config.ts).
 */

/** Limits of one import run, in bytes. */
export interface ImportLimits {
  /** Largest JATS or CSL file read (bytes on disk). */
  maxFileBytes: number;
  /** Largest rendered body HTML of one article, all languages together (UTF-8 bytes). */
  maxBodyHtmlBytes: number;
}

const MB = 1024 * 1024;

/** Defaults: 20 MB per file, 16 MB of body HTML per article. */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = { maxFileBytes: 20 * MB, maxBodyHtmlBytes: 16 * MB };

/** Error raised when a file breaks a limit; the message names the size, the limit and the variable that sets it. */
export class ImportLimitError extends Error {}

/** `n` bytes with one decimal: megabytes ('50.0 MB'), or kilobytes below 1 MB ('1.0 KB'). */
export function mb(n: number): string {
  return n >= MB ? `${(n / MB).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`;
}

/** @throws ImportLimitError when a file of `size` bytes is over the file limit */
export function checkFileSize(size: number, limits: ImportLimits): void {
  if (size > limits.maxFileBytes)
    throw new ImportLimitError(
      `file is ${mb(size)}, larger than the import limit of ${mb(limits.maxFileBytes)} per file ` +
        '(RC_PUB_IMPORT_MAX_FILE_MB); nothing was imported from it',
    );
}

/** @throws ImportLimitError when the body HTML of the texts (UTF-8 bytes, all languages) is over the limit */
export function checkBodyHtml(bodies: (string | null)[], limits: ImportLimits): void {
  const size = bodies.reduce((n, b) => n + (b ? Buffer.byteLength(b, 'utf8') : 0), 0);
  if (size > limits.maxBodyHtmlBytes)
    throw new ImportLimitError(
      `the rendered article body is ${mb(size)} of HTML, larger than the limit of ${mb(limits.maxBodyHtmlBytes)} ` +
        '(RC_PUB_IMPORT_MAX_BODY_MB); nothing was imported from the file',
    );
}
