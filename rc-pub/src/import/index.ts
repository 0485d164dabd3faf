/**
 * Import of JATS XML and CSL records into rc-pub's database (issue 2 "Import CLI", SPEC §3 content model).
 * Entry point used by the seed and the `pnpm rc-pub import` CLI.
 */
import type { Db } from '../db/client.js';

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
}

/**
 * Imports files and folders (recursive): `*.xml`/`*.jats` as JATS, `*.jsonl` as CSL records; other files ignored.
 * One transaction per file; a failing file changes nothing and the batch goes on.
 * @throws when `opts.siteSld` names no site (before any file is read)
 */
export async function importPaths(db: Db, paths: string[], opts: ImportOptions = {}): Promise<ImportReport> {
  void db; void paths; void opts;
  throw new Error('import: not implemented yet');
}
