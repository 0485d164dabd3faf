/** Verb: issues by ids. */
import type { IssueWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { parseIdList } from '../../lib/ids.js';
import { listIssuesByIds } from '../../repositories/issues.js';
import { issuesToWire } from './common.js';

/** Issues with `ids` (comma list), newest first. @throws 400 bad ids */
export async function listPeriods({ ctx, input }: { ctx: ServiceCtx; input: { ids: string } }): Promise<IssueWire[]> {
  return issuesToWire(ctx.db, await listIssuesByIds(ctx.db, parseIdList('ids', input.ids)));
}
