/**
 * Article packages (docs/product/content.md#article-packages): a folder or an archive (.zip, .tar.gz, .tgz) holding
 * one JATS file and the files it references. A package is read through a {@link PackageReader}: its regular files by
 * path inside the package, read on demand and bounded in size. Links, special files and paths leading outside the
 * package fail it with a sentence naming the file ({@link PackageError}); folders are read with lstat, archives
 * through archive-zip.ts and archive-tar.ts. This module also finds the package's JATS file and its PDF by layout.
 */
import { constants, lstatSync, readdirSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { openTarGz } from './archive-tar.js';
import { openZip } from './archive-zip.js';
import { type ImportLimits, mb } from './limits.js';
import { insidePath, PackageError, type PackageReader } from './package-reader.js';
import { rootElementName } from './sniff.js';

export { PackageError, type PackageReader } from './package-reader.js';

/** True when a path names an archive imported as one package (.zip, .tar.gz, .tgz). */
export function isArchivePath(p: string): boolean {
  return /\.(zip|tar\.gz|tgz)$/i.test(p);
}

/** The folder every listed file is in when there is exactly one (zips often hold `jose.00185/…`), else ''. */
export function commonTop(paths: string[]): string {
  const tops = new Set(paths.map((p) => (p.includes('/') ? p.slice(0, p.indexOf('/') + 1) : '')));
  const [only] = tops;
  return tops.size === 1 && only ? only : '';
}

/** The files of a package folder, checked with lstat: a link or special file fails the package. */
function listFolder(root: string, limits: ImportLimits): Map<string, number> {
  const out = new Map<string, number>();
  const visit = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue; // hidden files (.DS_Store, .git) are not part of the content
      const p = path.join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(p);
      if (st.isSymbolicLink())
        throw new PackageError(`${r} is a symbolic link; a package may only hold files and folders`);
      if (st.isDirectory()) visit(p, r);
      else if (st.isFile()) out.set(r, st.size);
      else throw new PackageError(`${r} is not a regular file (a device, socket or pipe)`);
      if (out.size > limits.maxPackageEntries)
        throw new PackageError(
          `the package holds more than ${limits.maxPackageEntries} files (RC_PUB_IMPORT_MAX_PACKAGE_ENTRIES)`,
        );
    }
  };
  visit(root, '');
  return out;
}

/** Reads one file of a folder, at most `maxBytes`, without following a link at the last moment either. */
async function readBounded(file: string, name: string, maxBytes: number): Promise<Buffer> {
  const fh = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new PackageError(`${name} is not a regular file`);
    if (st.size > maxBytes)
      throw new PackageError(`${name} is ${mb(st.size)}, larger than the limit of ${mb(maxBytes)}`);
    return await fh.readFile();
  } finally {
    await fh.close();
  }
}

/** A reader over listed files of a folder. */
function folderReader(root: string, files: Map<string, number>): PackageReader {
  return {
    list: () => [...files.keys()],
    size: (p) => files.get(p),
    async read(paths, maxBytes) {
      const out = new Map<string, Buffer>();
      for (const p of paths) {
        if (!files.has(p)) throw new PackageError(`${p} is not in the package`);
        out.set(p, await readBounded(path.join(root, ...p.split('/')), p, maxBytes));
      }
      return out;
    },
    close: async () => {},
  };
}

/**
 * A reader over a folder that is not a package (loose JATS files): files are looked up one by one with lstat, and a
 * link or a path leading outside `root` is simply not found (loose files keep importing without such images).
 */
export function looseFolderReader(root: string): PackageReader {
  const sizeOf = (p: string): number | undefined => {
    const inside = insidePath(p);
    if (!inside) return undefined;
    try {
      const st = lstatSync(path.join(root, ...inside.split('/')));
      return st.isFile() ? st.size : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    list: () => [],
    size: sizeOf,
    async read(paths, maxBytes) {
      const out = new Map<string, Buffer>();
      for (const p of paths) out.set(p, await readBounded(path.join(root, ...p.split('/')), p, maxBytes));
      return out;
    },
    close: async () => {},
  };
}

/** Entries an archiver adds that are not content: dot files (.DS_Store) and macOS resource forks (__MACOSX/). */
function isClutter(p: string): boolean {
  return p.split('/').some((s) => s.startsWith('.') || s === '__MACOSX');
}

/**
 * Wraps an archive reader: clutter (dot files, __MACOSX/) is not listed, and paths are relative to the archive's one
 * top folder, when it has one.
 */
function underTop(reader: PackageReader): PackageReader {
  const listed = reader.list().filter((p) => !isClutter(p));
  const top = commonTop(listed);
  return {
    list: () => listed.map((p) => p.slice(top.length)),
    size: (p) => reader.size(top + p),
    async read(paths, maxBytes) {
      const got = await reader.read(
        paths.map((p) => top + p),
        maxBytes,
      );
      return new Map([...got].map(([p, b]) => [p.slice(top.length), b]));
    },
    close: () => reader.close(),
  };
}

/**
 * Opens a package: a folder (lstat walk: links and special files fail it), a .zip or a .tar.gz/.tgz (entries checked
 * before anything is read: see archive-zip.ts, archive-tar.ts). An archive whose files all sit in one top folder is
 * read from inside it.
 * @throws PackageError with a sentence naming the offending file or limit
 */
export async function openPackage(file: string, limits: ImportLimits): Promise<PackageReader> {
  if (statSync(file).isDirectory()) return folderReader(file, listFolder(file, limits));
  if (/\.zip$/i.test(file)) return underTop(await openZip(file, limits));
  if (/\.(tar\.gz|tgz)$/i.test(file)) return underTop(await openTarGz(file, limits));
  throw new PackageError('not a package: a package is a folder, a .zip or a .tar.gz');
}

/**
 * The package's JATS file: the one `.jats` file or `.xml` file whose root element is <article> (a Crossref deposit
 * or other XML beside it is not an article).
 * @throws PackageError when the package holds none, or more than one
 */
export async function findJats(reader: PackageReader, limits: ImportLimits): Promise<string> {
  const xml = reader.list().filter((p) => /\.(xml|jats)$/i.test(p));
  const found: string[] = [];
  for (const p of xml) {
    if (/\.jats$/i.test(p)) {
      found.push(p);
      continue;
    }
    const size = reader.size(p) ?? 0;
    if (size > limits.maxFileBytes) continue; // too large to be read as JATS anyway; named below if it is the only one
    const head = (await reader.read([p], limits.maxFileBytes)).get(p)!;
    if (rootElementName(head.subarray(0, 65_536)) === 'article') found.push(p);
  }
  if (found.length === 1) return found[0]!;
  if (found.length > 1)
    throw new PackageError(
      `the package holds ${found.length} JATS files (${found.join(', ')}); a package holds one article`,
    );
  const big = xml.find((p) => (reader.size(p) ?? 0) > limits.maxFileBytes);
  if (big)
    throw new PackageError(
      `${big} is ${mb(reader.size(big)!)}, larger than the import limit of ${mb(limits.maxFileBytes)} per file ` +
        '(RC_PUB_IMPORT_MAX_FILE_MB)',
    );
  throw new PackageError('the package holds no JATS file (.jats, or .xml with an <article> root)');
}

/**
 * The package's PDF by layout, when the JATS names none: a .pdf named like the JATS file (beside it or at the
 * package root), else the only .pdf at the package root; undefined when there is none or several.
 */
export function layoutPdf(reader: PackageReader, jatsPath: string): string | undefined {
  const pdfs = reader.list().filter((p) => /\.pdf$/i.test(p));
  const base = path.posix
    .basename(jatsPath)
    .replace(/\.(xml|jats)$/i, '')
    .toLowerCase();
  const dir = path.posix.dirname(jatsPath);
  const named = (p: string): boolean =>
    path.posix
      .basename(p)
      .replace(/\.pdf$/i, '')
      .toLowerCase() === base;
  const beside = pdfs.find((p) => path.posix.dirname(p) === dir && named(p));
  const atRoot = pdfs.filter((p) => !p.includes('/'));
  return beside ?? atRoot.find(named) ?? (atRoot.length === 1 ? atRoot[0] : undefined);
}
