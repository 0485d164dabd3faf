/**
 * `pnpm rc-pub sites …` ("Sites as files"; format in docs/sites-file.md):
 *   sites validate <file.yaml>             check a site file without the database
 *   sites apply <file.yaml> [--dry-run]    apply it in one transaction (--dry-run: print the changes, write nothing);
 *                                          the file is checked before the database is opened
 *   sites export [--out <file.yaml>]       write every site's configuration (stdout without --out)
 * Problems are printed one a line with their field path and line (`sites[2].header.navStyle (line 41, column 15):
 * must be an integer 0-6`) and end the command with exit code 1; nothing is written then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { applySitesFile } from '../services/sites/apply.js';
import { exportSitesFile } from '../services/sites/export.js';
import { formatPlan } from '../services/sites/format-plan.js';
import { formatProblem, type Problem, SitesFileError } from '../services/sites/model.js';
import { validateSitesFile } from '../services/sites/validate.js';

/** What `sites` needs from the command line. */
export interface SitesArgs {
  /** Subcommand and its file: ['apply', 'x.yaml']. */
  positional: string[];
  dryRun: boolean;
  out: string | undefined;
}

/** Runs `fn` on the configured database (the CLI's withDb: PGlite lock, migrations, close). */
export type WithDb = <T>(fn: (db: Db) => Promise<T>) => Promise<T>;

/** A command-line mistake (printed with the usage by cli.ts). */
export class SitesUsageError extends Error {}

/** Relative paths are taken from the caller's directory (pnpm's INIT_CWD). */
function resolve(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function readText(file: string): string {
  try {
    return readFileSync(resolve(file), 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

function printProblems(file: string, problems: Problem[]): number {
  console.error(`${file}: ${problems.length} problem(s); nothing was written`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  return 1;
}

/** Runs a `sites` subcommand; returns the exit code. */
export async function runSites(args: SitesArgs, withDb: WithDb): Promise<number> {
  const [verb, file, ...rest] = args.positional;
  if (rest.length) throw new SitesUsageError(`sites ${verb} takes one file`);
  switch (verb) {
    case 'validate': {
      if (!file) throw new SitesUsageError('sites validate needs a file: pnpm rc-pub sites validate <file.yaml>');
      const r = await validateSitesFile({ input: { text: readText(file) } });
      if (!r.file) return printProblems(file, r.problems);
      console.log(`${file}: valid (${r.file.sites.length} site(s))`);
      return 0;
    }
    case 'apply': {
      if (!file) throw new SitesUsageError('sites apply needs a file: pnpm rc-pub sites apply <file.yaml> [--dry-run]');
      const text = readText(file);
      // the file's own problems first, without the database: a broken file is answered at once, before the
      // database opens (a PGlite directory takes seconds and its lock), and apply checks it again inside
      const checked = await validateSitesFile({ input: { text } });
      if (!checked.file) return printProblems(file, checked.problems);
      try {
        const plan = await withDb((db) => applySitesFile({ ctx: { db }, input: { text, dryRun: args.dryRun } }));
        process.stdout.write(formatPlan(plan));
        if (plan.changes.length || plan.counter?.changed)
          console.log(args.dryRun ? 'dry run: nothing was written' : 'applied in one transaction');
        return 0;
      } catch (e) {
        if (e instanceof SitesFileError) return printProblems(file, e.problems);
        // a database failure while writing: the transaction was rolled back; say why without a stack trace
        const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : null;
        const why = cause ?? (e instanceof Error ? e.message : String(e));
        throw new Error(`applying ${file} failed, nothing was written (the transaction was rolled back): ${why}`);
      }
    }
    case 'export': {
      if (file) throw new SitesUsageError('sites export writes to stdout or to --out <file>');
      const text = await withDb((db) => exportSitesFile({ ctx: { db } }));
      if (!args.out) {
        process.stdout.write(text);
        return 0;
      }
      writeFileSync(resolve(args.out), text);
      const count = text.match(/^ {2}- sld: /gm)?.length ?? 0;
      console.log(`wrote ${count} site(s) to ${args.out}`);
      return 0;
    }
    default:
      throw new SitesUsageError(
        verb ? `unknown sites subcommand '${verb}'` : 'sites needs a subcommand: validate, apply or export',
      );
  }
}
