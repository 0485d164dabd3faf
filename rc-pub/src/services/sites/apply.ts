/**
 * Verb: apply a site file ("Sites as files") in ONE transaction: check it (validate.ts), plan it against the
 * database inside the transaction (plan.ts), write every change, and raise the content versions of every site (so
 * the gateway's page cache then serves the new frames; a site's name also shows on the others' group entrance). Any
 * problem or failure rolls everything back: the database is as before. With `dryRun` nothing is written. Pictures the
 * file names by repository path are stored as files first (pictures.ts) and referred to by their ids.
 * The optional `counter` section (COUNTER customers, counter-section.ts) is checked and written in the same
 * transaction. Applying the same file twice changes nothing the second time.
 */
import type { Db, Tx } from '../../db/client.js';
import { bumpAllSites } from '../../repositories/content-versions.js';
import {
  deleteRow,
  deleteSitePublication,
  insertRow,
  updateRow,
  upsertSitePublication,
} from '../../repositories/sites-file.js';
import type { Change, Target } from './changes.js';
import { applyCounterSection, planCounterSection } from './counter-section.js';
import { SitesFileError } from './model.js';
import { storePictures } from './pictures.js';
import { type Plan, planSitesFile } from './plan.js';
import { validateSitesFile } from './validate.js';

/** Input of {@link applySitesFile}. */
export interface ApplyInput {
  /** The YAML text of the file. */
  text: string;
  /** Plan only: nothing is written. */
  dryRun?: boolean;
  /** Folder the `{ file: … }` picture paths start from (default: the repository root, pictures.ts REPO_ROOT). */
  baseDir?: string;
}

/** Thrown inside the transaction to roll back a dry run after planning. */
class DryRun extends Error {
  constructor(readonly plan: Plan) {
    super('dry run');
  }
}

/** Writes one change; `refs` maps the refs of created rows to their ids. */
async function write(tx: Tx, c: Change, refs: Map<number, number>): Promise<void> {
  const id = (t: Target): number => {
    if ('id' in t) return t.id;
    const found = refs.get(t.ref);
    if (found === undefined) throw new Error(`internal: row ref ${t.ref} used before it was created`);
    return found;
  };
  if (c.table === 'site_publications') {
    const siteId = id(c.site!);
    if (c.kind === 'delete') return deleteSitePublication(tx, siteId, c.rowKey!);
    return upsertSitePublication(tx, siteId, Number(c.values.publicationId ?? c.rowKey), Number(c.values.sort));
  }
  if (c.kind === 'delete') return deleteRow(tx, c.table, c.rowKey!);
  if (c.kind === 'update') return updateRow(tx, c.table, c.rowKey!, c.values);
  const owner: Record<string, number | null> = {};
  if (c.site) owner.siteId = id(c.site);
  if (c.table === 'channels') owner.parentId = c.parent ? id(c.parent) : null;
  if (c.table === 'modules') owner.channelId = id(c.parent!);
  refs.set(c.ref!, await insertRow(tx, c.table, { ...c.values, ...owner }));
}

/**
 * Checks, plans and (unless `dryRun`) applies a site file in one transaction.
 * @returns the plan: what was (or, in a dry run, would be) created, updated and deleted
 * @throws SitesFileError listing every problem of the file or against the database (nothing written); a database
 *   failure while writing (rolled back)
 */
export async function applySitesFile({ ctx, input }: { ctx: { db: Db }; input: ApplyInput }): Promise<Plan> {
  const checked = await validateSitesFile({ input: { text: input.text } });
  if (!checked.file) throw new SitesFileError(checked.problems);
  const file = checked.file;
  try {
    return await ctx.db.transaction(async (tx) => {
      // pictures named by path are stored first (content-addressed), so the plan compares their file ids
      const missing = await storePictures(tx, file, input.baseDir);
      if (missing.length) throw new SitesFileError(missing);
      const plan = await planSitesFile({ ctx: { db: tx }, input: { file } });
      const counter = await planCounterSection(tx, file);
      if (counter) plan.counter = counter.plan;
      const problems = [...plan.problems, ...(counter?.problems ?? [])];
      if (problems.length) throw new SitesFileError(problems);
      if (input.dryRun) throw new DryRun(plan);
      const refs = new Map<number, number>();
      for (const c of plan.changes) await write(tx, c, refs);
      if (plan.changes.length) await bumpAllSites(tx);
      await applyCounterSection(tx, file, plan.counter);
      return plan;
    });
  } catch (e) {
    if (e instanceof DryRun) return e.plan;
    throw e;
  }
}
