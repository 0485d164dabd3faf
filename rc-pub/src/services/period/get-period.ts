/** Verb: one issue by id. */
import type { IssueWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { listIssuesByIds } from '../../repositories/issues.js';
import { issuesToWire } from './common.js';

/** Issue `id`. @throws 404 unknown issue */
export async function getPeriod({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<IssueWire> {
  const [wire] = await issuesToWire(ctx.db, await listIssuesByIds(ctx.db, [input.id]));
  if (!wire) throw notFound('issueNotFound', { id: input.id });
  return wire;
}
