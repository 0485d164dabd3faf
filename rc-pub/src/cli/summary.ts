/**
 * The summary table printed when a long CLI command ends: one row per outcome with its count, the skipped
 * and failed files listed beside their row with the reason, a total row and the elapsed time. Plain text (no ANSI
 * codes), the same on a terminal and in CI logs. Input: the tally of progress-reporter.ts.
 *
 *   outcome    files  file: reason
 *   imported       2
 *   updated        1
 *   unchanged      1
 *   skipped        1  /data/notes.txt: not a JATS (.xml, .jats) or CSL (.jsonl) file
 *   failed         1  /data/broken.xml: line 3: unclosed tag
 *   total          6
 *   done in 1.4 s
 */
import type { ProgressOutcome } from '../lib/progress.js';
import type { ProgressTally } from './progress-reporter.js';

/** Options of {@link formatSummary}. */
export interface SummaryOptions {
  /**
   * Rows, in order, always shown even when 0 (default: imported, updated, skipped, failed, and unchanged after
   * updated when any unit was unchanged).
   */
  outcomes?: ProgressOutcome[];
  /** Heading of the count column (default `files`). */
  unit?: string;
}

/**
 * Renders the summary table of a finished job, ending with a newline. Problems of an outcome not in `outcomes` are
 * not listed; the total row counts the shown outcomes.
 */
export function formatSummary(tally: ProgressTally, opts: SummaryOptions = {}): string {
  const outcomes: ProgressOutcome[] = opts.outcomes ?? [
    'imported',
    'updated',
    ...(tally.counts.unchanged ? (['unchanged'] as const) : []),
    'skipped',
    'failed',
  ];
  const unit = opts.unit ?? 'files';
  const total = outcomes.reduce((n, o) => n + tally.counts[o], 0);
  const nameWidth = Math.max('outcome'.length, ...outcomes.map((o) => o.length));
  const countWidth = Math.max(unit.length, String(total).length);
  const row = (name: string, count: string, note = ''): string =>
    `${name.padEnd(nameWidth)}  ${count.padStart(countWidth)}${note ? `  ${note}` : ''}`.trimEnd();
  const hasProblems = tally.problems.some((p) => outcomes.includes(p.outcome));
  const lines = [row('outcome', unit, hasProblems ? 'file: reason' : '')];
  for (const o of outcomes) {
    const problems = tally.problems.filter((p) => p.outcome === o);
    const notes = problems.map((p) => `${p.current}: ${p.reason}`);
    lines.push(row(o, String(tally.counts[o]), notes[0]));
    for (const note of notes.slice(1)) lines.push(row('', '', note));
  }
  lines.push(row('total', String(total)));
  lines.push(`done in ${(tally.ms / 1000).toFixed(1)} s`);
  return `${lines.join('\n')}\n`;
}
