/**
 * What every article package reader offers (package.ts for folders, archive-zip.ts, archive-tar.ts): its regular
 * files by path inside the package, read on demand and bounded; and the error a package fails with
 * (docs/product/content.md#article-packages).
 */
import path from 'node:path';

/** A package that cannot be imported; the message is a sentence naming the file (the caller adds the package). */
export class PackageError extends Error {}

/**
 * A failure of the package's JATS file itself (not well-formed, not an article, refused by the database): the reason
 * with the file's path inside the package, so the report names both (`pkg.zip: article.xml: not well-formed XML: …`).
 */
export class JatsInPackageError extends Error {
  constructor(
    /** The JATS file's path inside the package. */
    readonly jatsPath: string,
    /** The error as thrown. */
    readonly reason: unknown,
  ) {
    super(`${jatsPath}: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** Regular files of a package by path ('/'-separated, relative to the package root), read on demand. */
export interface PackageReader {
  /** Every regular file's path, in name order. */
  list(): string[];
  /** Size in bytes of the file at `p` as listed (an archive's header may lie: reads are bounded again), or undefined. */
  size(p: string): number | undefined;
  /**
   * Reads files, each at most `maxBytes` (a file found larger fails the package naming it).
   * @throws PackageError naming the file (over the limit, inflating beyond its header: a zip bomb, unreadable)
   */
  read(paths: string[], maxBytes: number): Promise<Map<string, Buffer>>;
  /** Releases the archive (a no-op for folders). */
  close(): Promise<void>;
}

/**
 * A normalised path inside a package: '/'-separated, no '.' segments; undefined when it is absolute or leads
 * outside the package ('..' above the root, a drive letter, a backslash).
 */
export function insidePath(p: string): string | undefined {
  if (p.includes('\\') || p.startsWith('/') || /^[A-Za-z]:/.test(p) || p.includes('\0')) return undefined;
  const n = path.posix.normalize(p).replace(/^(\.\/)+/, '');
  if (n === '..' || n.startsWith('../') || n === '.' || n === '') return undefined;
  return n.replace(/\/$/, '');
}
