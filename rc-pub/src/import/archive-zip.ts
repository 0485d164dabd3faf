/**
 * A .zip article package read with yauzl (docs/product/content.md#article-packages). Before any file is read every
 * entry is checked: its name stays inside the package (yauzl refuses absolute paths, `..` and backslashes), it is a
 * file or folder (a symbolic link or device, told by the Unix mode in the external attributes, fails the package), it
 * is not encrypted, and the entries and the sizes their headers declare are within the limits. Headers are not
 * trusted: reading counts the inflated bytes and stops at the limit, and an entry inflating beyond what its header
 * declares is refused as a zip bomb.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { type ImportLimits, mb } from './limits.js';
import { insidePath, PackageError, type PackageReader } from './package-reader.js';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** yauzl's refusals of an entry name, as the sentence of a package error. */
function nameProblem(message: string): string | undefined {
  const m = /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/s.exec(message);
  if (!m) return undefined;
  const why = m[1] === 'invalid characters in fileName' ? 'a backslash in its name' : 'path traversal';
  return `${m[2]} points outside the package (${why})`;
}

function openZipFile(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) reject(new PackageError(`not a readable ZIP archive: ${err?.message ?? 'unknown error'}`));
      else resolve(zip);
    });
  });
}

/** The entries of a zip, checked (see the module comment), by name. */
function listEntries(zip: yauzl.ZipFile, limits: ImportLimits): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, yauzl.Entry>();
    let count = 0;
    let declared = 0;
    const fail = (message: string): void => {
      zip.removeAllListeners();
      reject(new PackageError(message));
    };
    zip.on('error', (e: Error) => fail(nameProblem(e.message) ?? `the ZIP archive is damaged: ${e.message}`));
    zip.on('end', () => resolve(files));
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (++count > limits.maxPackageEntries)
        return fail(
          `the archive holds more than ${limits.maxPackageEntries} entries (RC_PUB_IMPORT_MAX_PACKAGE_ENTRIES)`,
        );
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (mode === S_IFLNK) return fail(`${name} is a symbolic link; a package may only hold files and folders`);
      if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR)
        return fail(`${name} is not a regular file (a device, socket or pipe)`);
      if (name.endsWith('/') || mode === S_IFDIR) return zip.readEntry();
      const inside = insidePath(name);
      if (!inside) return fail(`${name} points outside the package (path traversal)`);
      if (entry.isEncrypted()) return fail(`${name} is encrypted; packages must be readable without a password`);
      declared += entry.uncompressedSize;
      if (declared > limits.maxPackageBytes)
        return fail(
          `the archive declares more than ${mb(limits.maxPackageBytes)} of files once inflated ` +
            '(RC_PUB_IMPORT_MAX_PACKAGE_MB); nothing was imported from it',
        );
      files.set(inside, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** The bytes of one entry, stopping at `maxBytes` inflated (a zip bomb is never inflated further). */
function readEntry(zip: yauzl.ZipFile, name: string, entry: yauzl.Entry, maxBytes: number): Promise<Buffer> {
  const bomb = (what: string): PackageError =>
    new PackageError(`${name} inflates to ${what}; the archive looks like a zip bomb and was not imported`);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream: Readable) => {
      if (err) return reject(new PackageError(`${name} cannot be read from the archive: ${err.message}`));
      const chunks: Buffer[] = [];
      let n = 0;
      stream.on('data', (c: Buffer) => {
        n += c.length;
        if (n > maxBytes) {
          stream.destroy();
          reject(
            bomb(`more than ${mb(maxBytes)}, the limit per file, though its header says ${mb(entry.uncompressedSize)}`),
          );
        } else chunks.push(c);
      });
      stream.on('error', (e: Error) =>
        reject(
          /too many bytes/.test(e.message)
            ? bomb(`more bytes than its header declares (${mb(entry.uncompressedSize)})`)
            : new PackageError(`${name} cannot be read from the archive: ${e.message}`),
        ),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks, n)));
    });
  });
}

/**
 * Opens a .zip package; every entry is checked before this returns (see the module comment).
 * @throws PackageError naming the entry or the limit
 */
export async function openZip(file: string, limits: ImportLimits): Promise<PackageReader> {
  const zip = await openZipFile(file);
  let files: Map<string, yauzl.Entry>;
  try {
    files = await listEntries(zip, limits);
  } catch (e) {
    zip.close();
    throw e;
  }
  let inflated = 0;
  return {
    list: () => [...files.keys()].sort(),
    size: (p) => files.get(p)?.uncompressedSize,
    async read(paths, maxBytes) {
      const out = new Map<string, Buffer>();
      for (const p of paths) {
        const entry = files.get(p);
        if (!entry) throw new PackageError(`${p} is not in the package`);
        if (entry.uncompressedSize > maxBytes)
          throw new PackageError(`${p} is ${mb(entry.uncompressedSize)}, larger than the limit of ${mb(maxBytes)}`);
        const data = await readEntry(zip, p, entry, maxBytes);
        inflated += data.length;
        if (inflated > limits.maxPackageBytes)
          throw new PackageError(
            `the archive inflates to more than ${mb(limits.maxPackageBytes)} (RC_PUB_IMPORT_MAX_PACKAGE_MB); ` +
              'it looks like a zip bomb and was not imported',
          );
        out.set(p, data);
      }
      return out;
    },
    close: async () => zip.close(),
  };
}
