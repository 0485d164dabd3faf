/**
 * The list of files an import will read, made before the first file is imported (the progress total is
 * known up front). Folders are walked recursively in name order; what is not imported is listed with a reason.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { mimeFromHref } from './files.js';
import { isJatsPath } from './jats.js';

/**
 * One entry of an import plan, in the order it will be processed:
 * - `jats` (`*.xml`, `*.jats`) and `csl` (`*.jsonl`) are imported; `root` is the folder the user named (shipped
 *   images are only read from inside it);
 * - `skip`: a file that is not imported, with `reason`;
 * - `missing`: a named path that cannot be read (does not exist, no permission), with `reason`; reported as failed.
 */
export interface PlannedFile {
  file: string;
  root: string;
  kind: 'jats' | 'csl' | 'skip' | 'missing';
  reason?: string;
}

/** Reason given for a file that is neither JATS nor CSL. */
export const NOT_IMPORTABLE = 'not a JATS (.xml, .jats) or CSL (.jsonl) file';

function isCslPath(p: string): boolean {
  return /\.jsonl$/i.test(p);
}

/**
 * A media file beside JATS XML (image, video, audio): read with the XML that references it (files.ts), so a folder
 * walk neither imports nor reports it. PDFs are never stored, so they are reported as skipped.
 */
function isShippedMedia(p: string): boolean {
  const mime = mimeFromHref(p);
  return mime !== undefined && mime !== 'application/pdf';
}

function walk(dir: string, root: string, out: PlannedFile[]): void {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue; // hidden files and folders (.git, .DS_Store) are not part of the content
    const p = path.join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, root, out);
    else if (!st.isFile()) out.push({ file: p, root, kind: 'skip', reason: 'not a regular file' });
    else if (isJatsPath(p)) out.push({ file: p, root, kind: 'jats' });
    else if (isCslPath(p)) out.push({ file: p, root, kind: 'csl' });
    else if (!isShippedMedia(p)) out.push({ file: p, root, kind: 'skip', reason: NOT_IMPORTABLE });
  }
}

/**
 * Lists the files an import of `paths` reads, in processing order: each path as given (a folder walked recursively,
 * entries sorted by name, hidden ones left out), duplicates kept as named. Reads folders and file metadata only.
 * Never throws for a bad path: it becomes a `missing` entry.
 */
export function planImport(paths: string[]): PlannedFile[] {
  const out: PlannedFile[] = [];
  for (const p of paths) {
    try {
      const st = statSync(p);
      if (st.isDirectory()) walk(p, p, out);
      else if (!st.isFile()) out.push({ file: p, root: path.dirname(p), kind: 'skip', reason: 'not a regular file' });
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
