/**
 * Import of JATS XML, article packages and CSL records into rc-pub's database (the import command,
 * docs/product/content.md#jats-import and #article-packages). Entry point used by the seed and the `pnpm rc-pub
 * import` CLI. The files are listed first (plan.ts), then imported one by one, each followed by a progress event.
 */
import { recomputeCitations } from '../repositories/usage.js';
import type { Db } from '../db/client.js';
import type { OnProgress, ProgressEvent } from '../lib/progress.js';
import { importCslFile } from './csl.js';
import { importJatsFile, type JatsResult } from './jats.js';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.js';
import { type TargetSite, targetSites } from '../repositories/import.js';
import { importJatsPackage } from './package-import.js';
import { JatsInPackageError } from './package-reader.js';
import { noteAssigned } from './persist.js';
import { type PlannedFile, planImport } from './plan.js';

export { NOT_IMPORTABLE, type PlannedFile, planImport } from './plan.js';

/** Outcome of one file (or article package) of an import batch. */
export interface ImportFileResult {
  /** Path of the file or package as found (absolute or as given). */
  file: string;
  ok: boolean;
  /**
   * `imported`: a new article (CSL: at least one new record); `updated`: the article with the same DOI (compared
   * case-insensitively), else the same import key, was rewritten in place (CSL: every record existed); `unchanged`
   * (JATS and packages): that article was imported from the same JATS and files before, nothing was written;
   * `failed`: nothing was written, see `error`. CSL records are not compared: an unchanged CSL file is `updated`.
   */
  outcome: 'imported' | 'updated' | 'unchanged' | 'failed';
  /** Readable reason when `ok` is false (names the file, and the line for CSL records). */
  error?: string;
  /** Id of the imported article (JATS: the one article of the file; CSL: the last record of the file). */
  articleId?: number;
  doi?: string;
  /**
   * CSL files: records read, and how many articles were new or updated in place (a title repeated in the file is
   * written once, so `created + updated` can be less than `read`).
   */
  records?: { read: number; created: number; updated: number };
  /** Problems that did not stop the import, each starting with the file's path (e.g. invalid UTF-8 at a line). */
  warnings?: string[];
}

/**
 * Report of an import batch: one entry per file or package read (`files`), counts of those imported (new or updated;
 * `unchanged` entries count in neither) and failed, and the files found but not imported (`skipped`, with the
 * reason; not counted in `files`).
 */
export interface ImportReport {
  files: ImportFileResult[];
  imported: number;
  failed: number;
  skipped: { file: string; reason: string }[];
}

/** Options of {@link importPaths} and {@link importPlanned}. */
export interface ImportOptions {
  /** Subdomain of a site the imported journals join (besides every `all` site). Unknown → the call throws. */
  siteSld?: string;
  /** Progress sink, one line per file. */
  log?: (line: string) => void;
  /**
   * Called after each planned entry (imported, updated, skipped or failed file), in plan order, with `done` from 1 to
   * `total` = the number of planned entries.
   */
  onProgress?: OnProgress;
  /** File, body, referenced-file and archive limits (config RC_PUB_IMPORT_MAX_*; limits.ts). */
  limits?: ImportLimits;
  /**
   * Rewrite JATS articles even when they are unchanged (same JATS and files as their last import), e.g. after an
   * upgrade of the importer changed how articles are rendered. Default false.
   */
  force?: boolean;
  /**
   * Write the email-alert outbox rows of newly published articles, in each file's transaction (default
   * true). The seed passes false: loading the demo data on a first start publishes nothing to subscribers.
   */
  alerts?: boolean;
}

/** A readable reason for a failed file: the database's own message rather than Drizzle's query dump. */
function reasonOf(e: unknown): string {
  if (e instanceof JatsInPackageError) return `${e.jatsPath}: ${reasonOf(e.reason)}`;
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: unknown }).cause;
  if (e.message.startsWith('Failed query:') && cause instanceof Error) return `database error: ${cause.message}`;
  return e.message;
}

/** Imports one JATS file, package or CSL file; returns its entry (without `file`-level failure handling). */
async function importOne(
  db: Db,
  f: PlannedFile,
  targets: TargetSite[],
  limits: ImportLimits,
  log: (line: string) => void,
  opts: ImportOptions,
): Promise<ImportFileResult> {
  const alerts = opts.alerts ?? true;
  if (f.kind === 'jats' || f.kind === 'package') {
    const o = { targets, limits, alerts, force: opts.force ?? false };
    const r: JatsResult =
      f.kind === 'jats' ? await importJatsFile(db, f.file, f.root, o) : await importJatsPackage(db, f.file, o);
    noteAssigned(targets, r.publicationId);
    const entry: ImportFileResult = { file: f.file, ok: true, outcome: r.outcome, articleId: r.articleId };
    if (r.doi) entry.doi = r.doi;
    if (r.warnings.length) {
      entry.warnings = r.warnings.map((w) => `${f.file}: ${w}`);
      for (const w of entry.warnings) log(`WARNING ${w}`);
    }
    log(
      `ok ${f.file} → article ${r.articleId}${r.doi ? ` (${r.doi})` : ''}${r.outcome === 'unchanged' ? ' unchanged' : ''}`,
    );
    return entry;
  }
  const r = await importCslFile(db, f.file, targets, limits, alerts);
  const entry: ImportFileResult = {
    file: f.file,
    ok: true,
    outcome: r.created > 0 ? 'imported' : 'updated',
    records: { read: r.records, created: r.created, updated: r.articleIds.length - r.created },
  };
  const last = r.articleIds[r.articleIds.length - 1];
  if (last !== undefined) entry.articleId = last;
  log(`ok ${f.file} → ${r.records} CSL records`);
  return entry;
}

/** The progress event of a finished entry. */
function eventOf(e: ImportFileResult, done: number, total: number): ProgressEvent {
  const ev: ProgressEvent = { done, total, current: e.file, outcome: e.outcome };
  if (!e.ok) {
    // the stored error starts with the path (see ImportFileResult.error); the event carries it apart
    const prefix = `${e.file}: `;
    ev.reason = e.error?.startsWith(prefix) ? e.error.slice(prefix.length) : (e.error ?? 'unknown error');
    return ev;
  }
  const facts: string[] = [];
  if (e.records) {
    const { read, created, updated } = e.records;
    const repeated = read - created - updated;
    facts.push(
      `${read} records (${created} new, ${updated} updated${repeated ? `, ${repeated} repeated titles` : ''})`,
    );
  }
  if (e.doi) facts.push(`doi ${e.doi}`);
  if (e.articleId !== undefined) facts.push(`id ${e.articleId}`);
  if (facts.length) ev.detail = facts.join('  ');
  if (e.warnings?.length) ev.warnings = e.warnings;
  return ev;
}

/**
 * Imports the entries of a plan ({@link planImport}) in order: JATS files, packages and CSL files are imported, `skip`
 * entries are reported in `skipped`, `missing` entries as failed. One transaction per file or package; a failing one
 * changes nothing and the batch goes on. Journals created or touched join every `all` site and the `siteSld` site.
 * @throws when `opts.siteSld` names no site (before any file is read)
 */
export async function importPlanned(db: Db, plan: PlannedFile[], opts: ImportOptions = {}): Promise<ImportReport> {
  return runPlan(db, await targetSites(db, opts.siteSld), plan, opts);
}

/**
 * Imports files and folders (recursive): `*.xml`/`*.jats` as JATS, `*.jsonl` as CSL records, archives and folders
 * holding one JATS file as article packages; shipped media beside loose XML are read with it, other files are
 * reported as skipped. A path that does not exist is reported as a failed entry. See {@link importPlanned}.
 * @throws when `opts.siteSld` names no site (before any file is read)
 */
export async function importPaths(db: Db, paths: string[], opts: ImportOptions = {}): Promise<ImportReport> {
  const targets = await targetSites(db, opts.siteSld);
  return runPlan(db, targets, planImport(paths), opts);
}

async function runPlan(db: Db, targets: TargetSite[], plan: PlannedFile[], opts: ImportOptions): Promise<ImportReport> {
  const log = opts.log ?? (() => {});
  const limits = opts.limits ?? DEFAULT_IMPORT_LIMITS;
  const report: ImportReport = { files: [], imported: 0, failed: 0, skipped: [] };
  const total = plan.length;
  for (const [i, f] of plan.entries()) {
    if (f.kind === 'skip') {
      const reason = f.reason ?? 'not imported';
      report.skipped.push({ file: f.file, reason });
      opts.onProgress?.({ done: i + 1, total, current: f.file, outcome: 'skipped', reason });
      continue;
    }
    let entry: ImportFileResult;
    if (f.kind === 'missing') {
      entry = { file: f.file, ok: false, outcome: 'failed', error: `${f.file}: ${f.reason ?? 'cannot be read'}` };
    } else {
      try {
        entry = await importOne(db, f, targets, limits, log, opts);
      } catch (e) {
        entry = { file: f.file, ok: false, outcome: 'failed', error: `${f.file}: ${reasonOf(e)}` };
      }
    }
    report.files.push(entry);
    if (!entry.ok) {
      report.failed++;
      log(`FAILED ${entry.error}`);
    } else if (entry.outcome !== 'unchanged') report.imported++; // unchanged: nothing was written
    opts.onProgress?.(eventOf(entry, i + 1, total));
  }
  // Citations inside the portal (references matched by DOI) change with every imported article
  if (report.imported) log(`citations: ${await recomputeCitations(db)} citing pairs between portal articles`);
  return report;
}
