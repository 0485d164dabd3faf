/**
 * Import of JATS XML and CSL records into rc-pub's database (issue 2 "Import CLI", SPEC §3 content model).
 * Entry point used by the seed and the `pnpm rc-pub import` CLI.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { importCslFile } from './csl.js';
import { importJatsFile, isJatsPath } from './jats.js';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.js';
import { noteAssigned, targetSites } from './persist.js';

/** Outcome of one file of an import batch. */
export interface ImportFileResult {
  /** Path of the file as found (absolute or as given). */
  file: string;
  ok: boolean;
  /** Readable reason when `ok` is false (names the file, and the line for CSL records). */
  error?: string;
  /** Id of the imported article (JATS: the one article of the file; CSL: the last record of the file). */
  articleId?: number;
  doi?: string;
  /** Problems that did not stop the import, each starting with the file's path (e.g. invalid UTF-8 at a line). */
  warnings?: string[];
}

/** Report of an import batch: one entry per file read, and counts of files imported and failed. */
export interface ImportReport {
  files: ImportFileResult[];
  imported: number;
  failed: number;
}

/** Options of {@link importPaths}. */
export interface ImportOptions {
  /** Subdomain of a site the imported journals join (besides every `all` site). Unknown → the call throws. */
  siteSld?: string;
  /** Progress sink, one line per file. */
  log?: (line: string) => void;
  /** File and body-size limits (issue 7; config RC_PUB_IMPORT_MAX_FILE_MB / RC_PUB_IMPORT_MAX_BODY_MB). */
  limits?: ImportLimits;
}

/** A readable reason for a failed file: the database's own message rather than Drizzle's query dump. */
function reasonOf(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: unknown }).cause;
  if (e.message.startsWith('Failed query:') && cause instanceof Error) return `database error: ${cause.message}`;
  return e.message;
}

interface Found {
  file: string;
  root: string;
  kind: 'jats' | 'csl';
}

/** Files to import under `p` (recursive for folders, sorted by name); other files are skipped. */
function collect(p: string, root: string, out: Found[]): void {
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) {
      if (name.startsWith('.')) continue;
      collect(path.join(p, name), root, out);
    }
  } else if (st.isFile()) {
    if (isJatsPath(p)) out.push({ file: p, root, kind: 'jats' });
    else if (/\.jsonl$/i.test(p)) out.push({ file: p, root, kind: 'csl' });
  }
}

/**
 * Imports files and folders (recursive): `*.xml`/`*.jats` as JATS, `*.jsonl` as CSL records; other files ignored.
 * One transaction per file; a failing file changes nothing and the batch goes on. A path that does not exist is
 * reported as a failed entry. Journals created or touched join every `all` site and the `siteSld` site.
 * @throws when `opts.siteSld` names no site (before any file is read)
 */
export async function importPaths(db: Db, paths: string[], opts: ImportOptions = {}): Promise<ImportReport> {
  const targets = await targetSites(db, opts.siteSld);
  const log = opts.log ?? (() => {});
  const limits = opts.limits ?? DEFAULT_IMPORT_LIMITS;
  const report: ImportReport = { files: [], imported: 0, failed: 0 };
  const found: Found[] = [];
  for (const p of paths) {
    try {
      const st = statSync(p);
      collect(p, st.isDirectory() ? p : path.dirname(p), found);
    } catch (e) {
      const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file or folder' : (e as Error).message;
      report.files.push({ file: p, ok: false, error: `${p}: ${reason}` });
      report.failed++;
      log(`FAILED ${p}: ${reason}`);
    }
  }
  for (const f of found) {
    try {
      if (f.kind === 'jats') {
        const r = await importJatsFile(db, f.file, f.root, targets, limits);
        noteAssigned(targets, r.publicationId);
        const entry: ImportFileResult = { file: f.file, ok: true, articleId: r.articleId };
        if (r.doi) entry.doi = r.doi;
        if (r.warnings.length) {
          entry.warnings = r.warnings.map((w) => `${f.file}: ${w}`);
          for (const w of entry.warnings) log(`WARNING ${w}`);
        }
        report.files.push(entry);
        log(`ok ${f.file} → article ${r.articleId}${r.doi ? ` (${r.doi})` : ''}`);
      } else {
        const r = await importCslFile(db, f.file, targets, limits);
        const entry: ImportFileResult = { file: f.file, ok: true };
        const last = r.articleIds[r.articleIds.length - 1];
        if (last !== undefined) entry.articleId = last;
        report.files.push(entry);
        log(`ok ${f.file} → ${r.records} CSL records`);
      }
      report.imported++;
    } catch (e) {
      const reason = reasonOf(e);
      report.files.push({ file: f.file, ok: false, error: `${f.file}: ${reason}` });
      report.failed++;
      log(`FAILED ${f.file}: ${reason}`);
    }
  }
  return report;
}
