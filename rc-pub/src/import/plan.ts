/**
 * The list of files an import will read, made before the first file is imported (the progress total is
 * known up front). Folders are walked recursively in name order; what is not imported is listed with a reason.
 * Article packages (docs/product/content.md#article-packages) are one entry each: an archive (.zip, .tar.gz, .tgz),
 * or a folder whose subtree holds exactly one JATS file (a folder of many JATS files is walked as loose files).
 */
import { closeSync, lstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { mimeFromHref } from './files.js';
import { isJatsPath } from './jats.js';
import { isArchivePath } from './package.js';
import { rootElementName } from './sniff.js';

/**
 * One entry of an import plan, in the order it will be processed:
 * - `jats` (`*.xml`, `*.jats`) and `csl` (`*.jsonl`) are imported; `root` is the folder the user named (shipped
 *   images are only read from inside it);
 * - `package`: an article package (a folder or an archive), imported as one article with the files it references;
 * - `skip`: a file that is not imported, with `reason`;
 * - `missing`: a named path that cannot be read (does not exist, no permission), with `reason`; reported as failed.
 */
export interface PlannedFile {
  file: string;
  root: string;
  kind: 'jats' | 'csl' | 'package' | 'skip' | 'missing';
  reason?: string;
}

/** Reason given for a file that is neither JATS nor CSL. */
export const NOT_IMPORTABLE = 'not a JATS (.xml, .jats) or CSL (.jsonl) file';

function isCslPath(p: string): boolean {
  return /\.jsonl$/i.test(p);
}

/**
 * A media file beside JATS XML (image, video, audio): read with the XML that references it (package-files.ts), so a
 * folder walk neither imports nor reports it. A PDF beside loose files is not read, so it is reported as skipped.
 */
function isShippedMedia(p: string): boolean {
  const mime = mimeFromHref(p);
  return mime !== undefined && mime !== 'application/pdf';
}

/** True for an XML file whose root element is <article> (its first 64 KB are read). */
function isArticleXml(p: string): boolean {
  const head = Buffer.alloc(65_536);
  let fd: number;
  try {
    fd = openSync(p, 'r');
  } catch {
    return false; // an unreadable file is reported when it is imported
  }
  try {
    return rootElementName(head.subarray(0, readSync(fd, head, 0, head.length, 0))) === 'article';
  } finally {
    closeSync(fd);
  }
}

/**
 * True when a folder is an article package: its subtree (hidden entries and links left out) holds exactly one JATS
 * file (`.jats`, or `.xml` with an <article> root) and no CSL file or archive. Stops at the second JATS file.
 */
function isPackageFolder(dir: string): boolean {
  let jats = 0;
  const visit = (d: string): boolean => {
    for (const name of readdirSync(d).sort()) {
      if (name.startsWith('.')) continue;
      const p = path.join(d, name);
      const st = lstatSync(p);
      if (st.isDirectory()) {
        if (!visit(p)) return false;
      } else if (!st.isFile()) continue;
      else if (isCslPath(p) || isArchivePath(p)) return false;
      else if (/\.jats$/i.test(p) || (/\.xml$/i.test(p) && isArticleXml(p))) {
        if (++jats > 1) return false;
      }
    }
    return true;
  };
  return visit(dir) && jats === 1;
}

function walk(dir: string, root: string, out: PlannedFile[]): void {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue; // hidden files and folders (.git, .DS_Store) are not part of the content
    const p = path.join(dir, name);
    const st = statSync(p);
    if (st.isDirectory() && isPackageFolder(p)) out.push({ file: p, root: p, kind: 'package' });
    else if (st.isDirectory()) walk(p, root, out);
    else if (!st.isFile()) out.push({ file: p, root, kind: 'skip', reason: 'not a regular file' });
    else if (isArchivePath(p)) out.push({ file: p, root, kind: 'package' });
    else if (isJatsPath(p)) out.push({ file: p, root, kind: 'jats' });
    else if (isCslPath(p)) out.push({ file: p, root, kind: 'csl' });
    else if (!isShippedMedia(p)) out.push({ file: p, root, kind: 'skip', reason: NOT_IMPORTABLE });
  }
}

/**
 * Lists the files an import of `paths` reads, in processing order: each path as given (a package folder or archive as
 * one entry, another folder walked recursively, entries sorted by name, hidden ones left out), duplicates kept as
 * named. Reads folders, file metadata and the first bytes of XML files (to tell JATS from other XML).
 * Never throws for a bad path: it becomes a `missing` entry.
 */
export function planImport(paths: string[]): PlannedFile[] {
  const out: PlannedFile[] = [];
  for (const p of paths) {
    try {
      const st = statSync(p);
      if (st.isDirectory() && isPackageFolder(p)) out.push({ file: p, root: p, kind: 'package' });
      else if (st.isDirectory()) walk(p, p, out);
      else if (!st.isFile()) out.push({ file: p, root: path.dirname(p), kind: 'skip', reason: 'not a regular file' });
      else if (isArchivePath(p)) out.push({ file: p, root: path.dirname(p), kind: 'package' });
      else if (isJatsPath(p)) out.push({ file: p, root: path.dirname(p), kind: 'jats' });
      else if (isCslPath(p)) out.push({ file: p, root: path.dirname(p), kind: 'csl' });
      else out.push({ file: p, root: path.dirname(p), kind: 'skip', reason: NOT_IMPORTABLE });
    } catch (e) {
      const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file or folder' : (e as Error).message;
      out.push({ file: p, root: path.dirname(p), kind: 'missing', reason });
    }
  }
  return out;
}
