/**
 * Import limits (a 50 MB JATS file was accepted and rendered a 158 MB page). A file larger than
 * `maxFileBytes`, or whose rendered body HTML (all languages together) is larger than `maxBodyHtmlBytes`, fails alone
 * with a message naming the size and the limit (the caller adds the file name); nothing of it is written (the body
 * check runs inside the file's transaction). Article packages (docs/product/content.md#article-packages) are bounded
 * per referenced file (`maxAssetBytes`) and, for archives, by the bytes they inflate to and their entry count: a
 * package over a limit fails alone. Configured by RC_PUB_IMPORT_MAX_FILE_MB, RC_PUB_IMPORT_MAX_BODY_MB,
 * RC_PUB_IMPORT_MAX_ASSET_MB, RC_PUB_IMPORT_MAX_PACKAGE_MB and RC_PUB_IMPORT_MAX_PACKAGE_ENTRIES (rc-pub/src/config.ts).
 */

/** Limits of one import run, in bytes (entries: a count). */
export interface ImportLimits {
  /** Largest JATS or CSL file read (bytes on disk, or inflated from an archive). */
  maxFileBytes: number;
  /** Largest rendered body HTML of one article, all languages together (UTF-8 bytes). */
  maxBodyHtmlBytes: number;
  /** Largest file a JATS file references (figure, media, supplementary file, PDF), in bytes. */
  maxAssetBytes: number;
  /** Most bytes one archive (.zip, .tar.gz) may inflate to, all entries together. */
  maxPackageBytes: number;
  /** Most entries (files, folders, links) one archive may hold. */
  maxPackageEntries: number;
}

const MB = 1024 * 1024;

/**
 * Defaults: 20 MB per JATS/CSL file, 16 MB of body HTML per article, 50 MB per referenced file, archives up to 1024 MB
 * inflated and 10,000 entries.
 */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: 20 * MB,
  maxBodyHtmlBytes: 16 * MB,
  maxAssetBytes: 50 * MB,
  maxPackageBytes: 1024 * MB,
  maxPackageEntries: 10_000,
};

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

/** The sentence of a referenced file over the limit: `name is 60.0 MB, larger than the limit of 50.0 MB …`. */
export function assetTooLarge(name: string, size: number, limits: ImportLimits): string {
  return (
    `${name} is ${mb(size)}, larger than the limit of ${mb(limits.maxAssetBytes)} per referenced file ` +
    '(RC_PUB_IMPORT_MAX_ASSET_MB)'
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
