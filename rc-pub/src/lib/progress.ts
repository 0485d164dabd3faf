/**
 * Progress events of long batch jobs ("Long commands show progress"): the import (per file), the seed's demo
 * imports (per file) and the search reindex (per batch or document kind) call an `onProgress` callback with these
 * shapes. They carry facts only; rendering them (a bar on a terminal, plain lines otherwise, a summary table) is the
 * CLI's job (rc-pub/src/cli/progress-reporter.ts). No dependencies, so any layer may emit them.
 */

/**
 * What happened to one unit of work:
 * - `imported`: a new article (or CSL file whose records were all or partly new) was written;
 * - `updated`: an article already stored (same DOI, compared case-insensitively, else the same import key) was
 *   rewritten in place (CSL records are not compared: re-importing an unchanged CSL file is `updated`);
 * - `unchanged`: a JATS file or article package whose JATS and files are those of the stored article's last import;
 *   nothing was written;
 * - `skipped`: a file found in a folder (or named) that is not imported, with the reason;
 * - `failed`: the unit changed nothing, with the reason;
 * - `indexed`: a reindex batch was written (search reindex only).
 */
export type ProgressOutcome = 'imported' | 'updated' | 'unchanged' | 'skipped' | 'failed' | 'indexed';

/** One progress event, emitted after a unit of work is finished. */
export interface ProgressEvent {
  /** Units finished so far, this one included (files for import/seed; source rows for reindex). */
  done: number;
  /** Units of the whole job, known before the first unit starts; does not change during the job. */
  total: number;
  /** The unit just finished: a file's path, or a reindex step such as `articles 1-200 of 512`. */
  current: string;
  outcome: ProgressOutcome;
  /** Why the unit failed or was skipped (without the path, which is `current`). */
  reason?: string;
  /** Facts for the unit's line when it succeeded, e.g. `doi 10.1371/x  id 12` or `40 records (38 new, 2 updated)`. */
  detail?: string;
  /** Problems that did not stop the unit, each a full sentence naming the file. */
  warnings?: string[];
}

/** Callback receiving {@link ProgressEvent}s in order; it must not throw (a throw aborts the job). */
export type OnProgress = (event: ProgressEvent) => void;
