/**
 * `pnpm rc-pub crossref export --journal <code> [--issue <id>] [--article <id>] [--prefix 10.xxxx]`
 * (docs/product/citation-and-harvest.md#crossref-deposits): the Crossref deposit XML on standard output, or one
 * problem a line on standard error, nothing on standard output and exit code 1.
 */
import type { RcPubConfig } from '../config.js';
import { exportCrossrefDeposit, type DepositRequest } from '../crossref/index.js';
import type { Db } from '../db/client.js';

/** A command-line mistake (printed with the usage by cli.ts). */
export class CrossrefUsageError extends Error {}

/** Runs `fn` on the configured database with the configuration (the CLI's withDb). */
export type WithDbConfig = <T>(fn: (db: Db, config: RcPubConfig) => Promise<T>) => Promise<T>;

/** Where the command writes (the process's streams; tests pass their own). */
export interface CrossrefIo {
  out: (text: string) => void;
  err: (line: string) => void;
}

const positiveId = (flag: string, v: string | undefined): number => {
  if (!v || !/^[1-9]\d{0,9}$/.test(v))
    throw new CrossrefUsageError(`${flag} needs an id (a positive integer), got ${v ?? 'nothing'}`);
  return Number(v);
};

/** Parses the words after `crossref` into a request. */
export function parseCrossrefArgs(argv: string[]): DepositRequest {
  const [verb, ...rest] = argv;
  if (verb !== 'export') throw new CrossrefUsageError("crossref needs the subcommand 'export'");
  const req: DepositRequest = { journal: '' };
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = rest[i]!.split(/=(.*)/s) as [string, string | undefined];
    const value = () => inline ?? rest[++i];
    if (flag === '--journal') req.journal = value() ?? '';
    else if (flag === '--issue') req.issueId = positiveId('--issue', value());
    else if (flag === '--article') req.articleId = positiveId('--article', value());
    else if (flag === '--prefix') req.prefix = value() ?? '';
    else throw new CrossrefUsageError(`unknown argument ${rest[i]} for crossref export`);
  }
  if (!req.journal.trim())
    throw new CrossrefUsageError('crossref export needs --journal <code, ISSN, eISSN or site subdomain>');
  return req;
}

/** `crossref export`: returns the exit code (0 written, 1 problems found). */
export async function runCrossref(argv: string[], withDb: WithDbConfig, io?: CrossrefIo): Promise<number> {
  const req = parseCrossrefArgs(argv);
  const { out, err } = io ?? {
    out: (t: string) => process.stdout.write(t),
    err: (l: string) => console.error(l),
  };
  const result = await withDb((db, config) =>
    exportCrossrefDeposit(db, req, { ...config.crossref, portalUrl: config.mail.portalUrl }),
  );
  if (result.ok) {
    out(result.xml);
    return 0;
  }
  err(`crossref export: ${result.problems.length} problem(s); nothing was written`);
  for (const p of result.problems) err(`  ${p}`);
  return 1;
}
