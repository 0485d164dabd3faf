/**
 * A .tar.gz (.tgz) article package read with the `tar` package's parser (docs/product/content.md#article-packages).
 * The archive is streamed, never extracted to disk: a first pass checks every entry (a name inside the package; a
 * file or folder, never a symbolic or hard link or a device) and counts the inflated bytes against the limits, so a
 * gzip bomb stops at the limit; reads stream it again and keep only the files asked for, each bounded.
 */
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { type ImportLimits, mb } from './limits.js';
import { insidePath, PackageError, type PackageReader } from './package-reader.js';

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** What one pass over the archive found: the files and their sizes; the bytes of the files asked for. */
interface Pass {
  sizes: Map<string, number>;
  data: Map<string, Buffer>;
}

/** Why an entry cannot be in a package, or undefined for a file or folder inside it. */
function entryProblem(e: ReadEntry): string | undefined {
  if (e.type === 'SymbolicLink') return `${e.path} is a symbolic link; a package may only hold files and folders`;
  if (e.type === 'Link') return `${e.path} is a hard link; a package may only hold files and folders`;
  if (!FILE_TYPES.has(e.type) && e.type !== 'Directory')
    return `${e.path} is not a regular file (${e.type}); a package may only hold files and folders`;
  // a folder may be the archive's root itself (`./`); anything else must name a place inside the package
  const root = e.type === 'Directory' && /^(\.\/?)+$/.test(e.path);
  if (!root && !insidePath(e.path)) return `${e.path} points outside the package (path traversal)`;
  return undefined;
}

/**
 * Streams the archive once: checks every entry and the inflated total, keeps the bytes of the entries in `want`
 * (each at most `maxBytes`).
 */
function pass(file: string, limits: ImportLimits, want: Set<string>, maxBytes: number): Promise<Pass> {
  return new Promise((resolve, reject) => {
    const sizes = new Map<string, number>();
    const data = new Map<string, Buffer>();
    const input = createReadStream(file);
    const gunzip = createGunzip();
    const parser = new Parser({ strict: true, maxDecompressionRatio: Number.POSITIVE_INFINITY });
    let done = false;
    const fail = (message: string): void => {
      if (done) return;
      done = true;
      gunzip.unpipe(parser);
      input.destroy();
      gunzip.destroy();
      reject(new PackageError(message));
    };
    let inflated = 0;
    gunzip.on('data', (c: Buffer) => {
      inflated += c.length;
      if (inflated > limits.maxPackageBytes)
        fail(
          `the archive inflates to more than ${mb(limits.maxPackageBytes)} (RC_PUB_IMPORT_MAX_PACKAGE_MB); ` +
            'it looks like a gzip bomb and was not imported',
        );
    });
    let entries = 0;
    parser.on('entry', (e: ReadEntry) => {
      if (++entries > limits.maxPackageEntries)
        return fail(
          `the archive holds more than ${limits.maxPackageEntries} entries (RC_PUB_IMPORT_MAX_PACKAGE_ENTRIES)`,
        );
      const problem = entryProblem(e);
      if (problem) return fail(problem);
      if (e.type === 'Directory') return e.resume();
      const p = insidePath(e.path)!;
      sizes.set(p, e.size);
      if (!want.has(p)) return e.resume();
      if (e.size > maxBytes) return fail(`${p} is ${mb(e.size)}, larger than the limit of ${mb(maxBytes)}`);
      const chunks: Buffer[] = [];
      e.on('data', (c: Buffer) => chunks.push(c));
      e.on('end', () => data.set(p, Buffer.concat(chunks)));
    });
    const broken = (e: unknown): void =>
      fail(`the archive is not a readable .tar.gz: ${e instanceof Error ? e.message : String(e)}`);
    input.on('error', broken);
    gunzip.on('error', broken);
    parser.on('error', broken);
    parser.on('abort', broken);
    parser.on('end', () => {
      if (done) return;
      done = true;
      resolve({ sizes, data });
    });
    input.pipe(gunzip).pipe(parser);
  });
}

/**
 * Opens a .tar.gz package: one pass checks every entry (see the module comment) before this returns.
 * @throws PackageError naming the entry or the limit
 */
export async function openTarGz(file: string, limits: ImportLimits): Promise<PackageReader> {
  const { sizes } = await pass(file, limits, new Set(), 0);
  return {
    list: () => [...sizes.keys()].sort(),
    size: (p) => sizes.get(p),
    async read(paths, maxBytes) {
      for (const p of paths) if (!sizes.has(p)) throw new PackageError(`${p} is not in the package`);
      const { data } = await pass(file, limits, new Set(paths), maxBytes);
      return data;
    },
    close: async () => {},
  };
}
