/**
 * Progress of a long CLI command ("Long commands show progress"), shared by `pnpm rc-pub import`, `seed` and
 * `reindex`, and meant for every later batch command (e.g. `sites apply` once sites are files: list the sites first,
 * then call `onProgress` once per site file with outcome imported/updated/skipped/failed, then print
 * `formatSummary(reporter.finish())`).
 *
 * Usage:
 *   const reporter = createProgressReporter({ unit: 'files' });
 *   try { await job({ onProgress: reporter.onProgress, log: reporter.log }); }   // events from lib/progress.ts
 *   finally { tally = reporter.finish(); }
 *   process.stdout.write(formatSummary(tally));                                  // summary.ts
 *
 * Two modes, chosen once from the stream and the environment ({@link isInteractive}):
 * - terminal: a cli-progress bar redrawn at most 10 times a second: bar, done/total, elapsed, estimated time left and
 *   the current unit; failures, warnings and `log` lines are printed above the bar as they happen;
 * - plain (pipes, files, CI=true, TERM=dumb): one line per event ({@link plainLine}) and per `log` call, written at
 *   once, with no ANSI escape codes and no carriage returns, so CI logs read like the output of `tail -f`.
 */
import cliProgress from 'cli-progress';
import stringWidth from 'string-width';
import type { OnProgress, ProgressEvent, ProgressOutcome } from '../lib/progress.js';

/** Where progress goes: process.stdout, or in tests any writable with `isTTY` and `columns` set. */
export type ProgressStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

/** Options of {@link createProgressReporter}. */
export interface ProgressReporterOptions {
  /** Output stream; process.stdout when absent. */
  stream?: ProgressStream;
  /** Environment read by {@link isInteractive}; process.env when absent. */
  env?: NodeJS.ProcessEnv;
  /** Forces a mode (true: bar, false: plain lines); when absent {@link isInteractive} decides. */
  tty?: boolean;
  /** Word after done/total on the bar, e.g. `files` (default) or `rows`. */
  unit?: string;
  /** The text of `current` shown on the bar (e.g. a path relative to the caller's folder); as given when absent. */
  label?: (current: string) => string;
}

/** Counts and problems of a finished job, for {@link formatSummary} (summary.ts). */
export interface ProgressTally {
  /** Events per outcome (0 for outcomes that never occurred). */
  counts: Record<ProgressOutcome, number>;
  /** Skipped and failed units with their reasons, in event order. */
  problems: { current: string; outcome: 'skipped' | 'failed'; reason: string }[];
  /** `done` and `total` of the last event (0 and 0 when there was none). */
  done: number;
  total: number;
  /** Milliseconds from the reporter's creation to `finish()`. */
  ms: number;
}

/** A progress reporter: feed it events, then call `finish()` once. */
export interface ProgressReporter {
  /** True when a bar is drawn (terminal mode), false for plain lines. */
  readonly tty: boolean;
  /** Receives the job's events; the first one starts the bar with its `total`. */
  readonly onProgress: OnProgress;
  /** Prints a line of the job's own (e.g. `seed: importing …`): above the bar, or as a plain line. */
  readonly log: (line: string) => void;
  /** Stops the bar (drawing it one last time, complete or not) and returns the tally. Safe to call twice. */
  finish(): ProgressTally;
}

/**
 * True when output should be a live bar: the stream is a terminal, `CI` is unset or false-like ('', '0', 'false'),
 * and `TERM` is not `dumb`. GitHub Actions, GitLab CI and most CI services set CI=true.
 */
export function isInteractive(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  const ci = (env.CI ?? '').trim().toLowerCase();
  return stream.isTTY === true && (ci === '' || ci === '0' || ci === 'false') && env.TERM !== 'dumb';
}

/**
 * The plain line of an event: `ok    <current>  <outcome>  <detail>` for imported/updated/unchanged, `ok    <current>` for
 * indexed, `skip  <current>: <reason>`, `FAIL  <current>: <reason>`; then one `WARN  <warning>` line per warning.
 */
export function plainLine(e: ProgressEvent): string {
  let line: string;
  if (e.outcome === 'failed') line = `FAIL  ${e.current}: ${e.reason ?? 'unknown error'}`;
  else if (e.outcome === 'skipped') line = `skip  ${e.current}: ${e.reason ?? 'not processed'}`;
  else if (e.outcome === 'indexed') line = `ok    ${e.current}`;
  else line = `ok    ${e.current}  ${e.outcome}${e.detail ? `  ${e.detail}` : ''}`;
  return [line, ...(e.warnings ?? []).map((w) => `WARN  ${w}`)].join('\n');
}

/** Seconds as `m:ss` or `h:mm:ss`. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** `text` cut from the left to at most `width` columns, with a leading `…` when cut (file names stay visible). */
export function fitLeft(text: string, width: number): string {
  let used = stringWidth(text);
  if (used <= width) return text;
  if (width < 2) return '';
  const chars = [...text];
  let i = 0;
  while (used > width - 1 && i < chars.length) used -= stringWidth(chars[i++]!);
  return `…${chars.slice(i).join('')}`;
}

/** The bar line: `███░░░ 12/169 files | 0:04 elapsed | ETA 0:52 | …/plos-one/journal.pone.0001.xml`. */
function barLine(unit: string): cliProgress.GenericFormatter {
  return (options, params, payload: { label?: string; events?: number }) => {
    const bar = cliProgress.Format.BarFormat(params.progress, options);
    const elapsed = ((params.stopTime ?? Date.now()) - params.startTime) / 1000;
    // cli-progress reports an unknown estimate as the strings 'NULL' or 'INF'; its clock starts at the first event,
    // so one event gives no rate yet
    const eta: unknown = params.eta;
    const left = typeof eta === 'number' && (payload.events ?? 0) > 1 ? clock(eta) : '--';
    const head = `${bar} ${params.value}/${params.total} ${unit} | ${clock(elapsed)} elapsed | ETA ${left} | `;
    return head + fitLeft(payload.label ?? '', Math.max(0, params.maxWidth - head.length - 1));
  };
}

/** Shortest interval between two redraws of the bar, in milliseconds (10 per second). */
const REDRAW_MS = 100;

/** An empty count per outcome. */
function zeroCounts(): Record<ProgressOutcome, number> {
  return { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0, indexed: 0 };
}

/** Creates a reporter writing to `opts.stream` (stdout by default); see the module comment for the two modes. */
export function createProgressReporter(opts: ProgressReporterOptions = {}): ProgressReporter {
  const stream: ProgressStream = opts.stream ?? process.stdout;
  const tty = opts.tty ?? isInteractive(stream, opts.env ?? process.env);
  const unit = opts.unit ?? 'files';
  const label = opts.label ?? ((c: string) => c);
  const t0 = Date.now();
  const tally: ProgressTally = { counts: zeroCounts(), problems: [], done: 0, total: 0, ms: 0 };
  let multi: cliProgress.MultiBar | null = null;
  let bar: cliProgress.SingleBar | null = null;
  let finished = false;
  let lastDraw = 0;
  let events = 0;

  const writeLine = (line: string): void => {
    if (multi) multi.log(`${line}\n`);
    else stream.write(`${line}\n`);
  };

  const onProgress: OnProgress = (e) => {
    tally.counts[e.outcome]++;
    tally.done = e.done;
    tally.total = e.total;
    if (e.outcome === 'failed' || e.outcome === 'skipped')
      tally.problems.push({ current: e.current, outcome: e.outcome, reason: e.reason ?? '' });
    if (!tty) {
      stream.write(`${plainLine(e)}\n`);
      return;
    }
    if (finished) return;
    if (!multi) {
      multi = new cliProgress.MultiBar({
        stream,
        format: barLine(unit),
        barCompleteChar: '\u2588',
        barIncompleteChar: '\u2591',
        barsize: 16,
        fps: 1000 / REDRAW_MS,
        etaBuffer: 20,
        // keep the terminal's line wrapping on (an interrupted run would leave it off); lines are fitted instead
        linewrap: true,
        hideCursor: false,
      });
      bar = multi.create(e.total, 0, { label: '', events: 0 });
    }
    // failures and warnings stay visible above the bar; skips are listed in the summary only
    if (e.outcome === 'failed') writeLine(plainLine(e));
    else for (const w of e.warnings ?? []) writeLine(`WARN  ${w}`);
    if (bar && bar.getTotal() !== e.total) bar.setTotal(e.total);
    events++;
    bar?.update(e.done, { label: label(e.current), events });
    // cli-progress redraws on a timer, which never fires while a job keeps the event loop busy (PGlite answers
    // queries without I/O): redraw from here too, at most every REDRAW_MS
    const now = Date.now();
    if (now - lastDraw >= REDRAW_MS) {
      lastDraw = now;
      multi.update();
    }
  };

  return {
    tty,
    onProgress,
    log: writeLine,
    finish(): ProgressTally {
      if (!finished) {
        finished = true;
        const m = multi as cliProgress.MultiBar | null;
        if (m) {
          m.update(); // flushes lines logged since the last redraw
          m.stop();
        }
        multi = null;
        tally.ms = Date.now() - t0;
      }
      return tally;
    },
  };
}
