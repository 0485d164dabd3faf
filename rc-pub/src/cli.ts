/**
 * rc-pub command line, run from the repository root as `pnpm rc-pub <command>` (tsx rc-pub/src/cli.ts):
 *   import <file-or-folder>... [--site <sld>]   JATS XML (.xml/.jats) and CSL (.jsonl); exit 1 if any failed
 *   seed [--reset]                              sites, frames and demo data (--reset empties every table first)
 *   migrate                                     apply pending SQL migrations (then build an empty search index)
 *   reindex                                     rebuild the search index and print counts and time
 *   alerts send                                 match published articles and send due email alerts once
 *   sites validate|apply|export                 site files (cli/sites.ts, docs/sites-file.md)
 *   crossref export --journal <code> …          Crossref deposit XML on stdout (cli/crossref.ts)
 * import, seed and reindex show their progress (cli/progress-reporter.ts): on a terminal a bar with
 * done/total, elapsed and estimated time and the current file; otherwise (pipes, CI=true) one plain line per file
 * (`ok <file>  imported|updated  doi …  id …`, `skip <file>: <reason>`, `FAIL <file>: <reason>`). import and seed end
 * with a summary table of imported, updated, skipped and failed files, the skipped and failed ones with the reason.
 * Relative paths are taken from the caller's directory (pnpm's INIT_CWD). The database comes from DATABASE_URL, else
 * PGLITE_DIR; with PGlite the command refuses to run while the server holds the directory ("stop the server first").
 */
import path from 'node:path';
import { runAlertsSend } from './cli/alerts.js';
import { CrossrefUsageError, runCrossref } from './cli/crossref.js';
import { runSites, SitesUsageError } from './cli/sites.js';
import { createProgressReporter, type ProgressReporter, type ProgressTally } from './cli/progress-reporter.js';
import { formatSummary } from './cli/summary.js';
import { ConfigError, loadConfig, type RcPubConfig } from './config.js';
import { openDb, type DbHandle } from './db/client.js';
import { attachFileStore, createFileStore } from './storage/index.js';
import { importPaths } from './import/index.js';
import { loadOrCreateAesKey } from './lib/field-crypto.js';
import { acquirePgliteLock, PgliteLockedError } from './lib/pglite-lock.js';
import { describeStartupError } from './lib/startup-errors.js';
import { ensureIndexed, reindexAll } from './search/indexer/index.js';
import { seed } from './seed/index.js';

const USAGE = `usage: pnpm rc-pub <command>
  import <file-or-folder>... [--site <sld>] [--force]
                                              import JATS XML (.xml, .jats), article packages (a folder with one
                                              JATS file, .zip, .tar.gz) and CSL records (.jsonl); an unchanged
                                              article is left as it is (unchanged) unless --force rewrites it
  seed [--reset]                              load sites and demo data (--reset empties every table first)
  migrate                                     apply pending database migrations
  reindex                                     rebuild the search index from the stored content
  alerts send                                 match published articles to subscriptions and send due alert mails once
  sites validate <file.yaml>                  check a site file (docs/sites-file.md) without the database
  sites apply <file.yaml> [--dry-run]         apply a site file in one transaction (--dry-run: print the changes only)
  sites export [--out <file.yaml>]            write every site's configuration as a site file (stdout without --out)
  crossref export --journal <code> [--issue <id>] [--article <id>] [--prefix 10.xxxx]
                                              write a Crossref deposit (schema 5.3.1) of the journal, issue or article
                                              to stdout; problems go to stderr and nothing is written
import, seed and reindex draw a progress bar on a terminal and print one line per file otherwise
(pipes, CI=true); import and seed end with a table of imported, updated, unchanged, skipped and failed files.`;

/** Parsed command line. */
interface Args {
  command: string | undefined;
  positional: string[];
  site: string | undefined;
  reset: boolean;
  /** import: rewrite articles whose package or file is unchanged. */
  force: boolean;
  /** sites apply: print the changes, write nothing. */
  dryRun: boolean;
  /** sites export: the file to write. */
  out: string | undefined;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    command: argv[0],
    positional: [],
    site: undefined,
    reset: false,
    force: false,
    dryRun: false,
    out: undefined,
  };
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--site') {
      args.site = argv[++i];
      if (!args.site) throw new UsageError('--site needs a subdomain, e.g. --site plosone');
    } else if (a.startsWith('--site=')) args.site = a.slice('--site='.length);
    else if (a === '--reset') args.reset = true;
    else if (a === '--force') args.force = true;
    else if (a === '--dry-run') args.dryRun = true;
    else if (a === '--out') {
      args.out = argv[++i];
      if (!args.out) throw new UsageError('--out needs a file, e.g. --out sites.yaml');
    } else if (a.startsWith('--out=')) args.out = a.slice('--out='.length);
    else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    else args.positional.push(a);
  }
  return args;
}

class UsageError extends Error {}

async function withDb<T>(fn: (handle: DbHandle, demoDataDir: string, config: RcPubConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : acquirePgliteLock(config.pgliteDir, `the rc-pub CLI`);
  try {
    const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    attachFileStore(handle.db, createFileStore(config.fileStorage));
    try {
      return await fn(handle, config.demoDataDir, config);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

/**
 * Runs a job with a progress reporter on stdout and returns its result and tally; the bar is stopped even when the
 * job throws.
 */
async function withProgress<T>(
  unit: string,
  label: ((current: string) => string) | undefined,
  job: (reporter: ProgressReporter) => Promise<T>,
): Promise<{ result: T; tally: ProgressTally }> {
  const reporter = createProgressReporter({ unit, ...(label ? { label } : {}) });
  try {
    const result = await job(reporter);
    return { result, tally: reporter.finish() };
  } finally {
    reporter.finish();
  }
}

async function runImport(args: Args): Promise<number> {
  if (!args.positional.length) throw new UsageError('import needs at least one file or folder');
  const base = process.env.INIT_CWD ?? process.cwd();
  const paths = args.positional.map((p) => path.resolve(base, p));
  const { result: report, tally } = await withProgress(
    'files',
    (file) => path.relative(base, file) || file,
    (reporter) =>
      withDb((h, _demo, config) =>
        importPaths(h.db, paths, {
          limits: config.importLimits,
          onProgress: reporter.onProgress,
          ...(args.site ? { siteSld: args.site } : {}),
          ...(args.force ? { force: true } : {}),
        }),
      ),
  );
  process.stdout.write(formatSummary(tally));
  const warned = report.files.filter((f) => f.warnings?.length).length;
  if (warned) console.log(`${warned} file(s) imported with warnings (see WARN lines)`);
  return report.failed > 0 || report.files.length === 0 ? 1 : 0;
}

async function runSeed(args: Args): Promise<number> {
  const { result: report, tally } = await withProgress(
    'files',
    (file) => path.relative(process.cwd(), file) || file,
    (reporter) =>
      withDb((h, demoDataDir, config) =>
        seed(h.db, {
          demoDataDir,
          limits: config.importLimits,
          reset: args.reset,
          onProgress: reporter.onProgress,
          log: (l) => {
            if (l.startsWith('seed:')) reporter.log(l);
          },
        }),
      ),
  );
  process.stdout.write(formatSummary(tally));
  for (const s of report.sites)
    console.log(`site ${String(s.id).padStart(2)}  ${s.sld.padEnd(12)} ${s.type.padEnd(6)} status ${s.status}`);
  const failed = report.imports.reduce((n, i) => n + i.failed, 0);
  return failed > 0 ? 1 : 0;
}

async function runReindex(): Promise<number> {
  const { result: r } = await withProgress('rows', undefined, (reporter) =>
    withDb((h) => reindexAll(h.db, { onProgress: reporter.onProgress })),
  );
  for (const [kind, n] of Object.entries(r.counts).sort()) console.log(`${kind.padEnd(12)} ${n}`);
  console.log(`reindexed ${r.total} search documents in ${(r.ms / 1000).toFixed(1)} s`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  // crossref parses its own options (--journal, --issue, --article, --prefix)
  if (argv[0] === 'crossref') return runCrossref(argv.slice(1), (fn) => withDb((h, _demo, config) => fn(h.db, config)));
  const args = parseArgs(argv);
  switch (args.command) {
    case 'import':
      return runImport(args);
    case 'seed':
      return runSeed(args);
    case 'migrate':
      await withDb(async (h) => {
        console.log('migrations applied');
        // a migration may leave the search index empty to be rebuilt (0004): build it now, as the server would
        await ensureIndexed(h.db, (line) => console.log(line));
      });
      return 0;
    case 'reindex':
      return runReindex();
    case 'alerts':
      if (args.positional[0] !== 'send' || args.positional.length > 1)
        throw new UsageError("alerts needs the subcommand 'send' (pnpm rc-pub alerts send)");
      return withDb((h, _demo, config) =>
        runAlertsSend(h, config.mail, loadOrCreateAesKey(config.aesKey.value, config.aesKey.file)),
      );
    case 'sites':
      return runSites(args, (fn) => withDb((h) => fn(h.db)));
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return args.command ? 0 : 2;
    default:
      throw new UsageError(`unknown command '${args.command}'`);
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError || err instanceof SitesUsageError || err instanceof CrossrefUsageError)
    console.error(`rc-pub: ${err.message}\n${USAGE}`);
  else if (err instanceof ConfigError || err instanceof PgliteLockedError) console.error(`rc-pub: ${err.message}`);
  else {
    let known: string | null = null;
    try {
      known = describeStartupError(err, { databaseUrl: loadConfig().databaseUrl });
    } catch {
      /* the config error was reported above */
    }
    console.error(`rc-pub: ${known ?? (err instanceof Error ? err.message : String(err))}`);
  }
  process.exitCode = 1;
}
