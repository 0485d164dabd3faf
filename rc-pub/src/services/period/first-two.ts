/** Verb: the first two periods of a journal (firstTwo, docs/product/content.md#issues: newest = directory, second = backissue). */
import type { IssueWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { listNewestIssues } from '../../repositories/issues.js';
import { issuesToWire } from './common.js';

/** The newest two regular issues of journal `publicationIndexId`, newest first (empty for an unknown journal). */
export async function firstTwoPeriods({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { publicationIndexId: number };
}): Promise<IssueWire[]> {
  return issuesToWire(ctx.db, await listNewestIssues(ctx.db, input.publicationIndexId, 2));
}
