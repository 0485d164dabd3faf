/** Verb: the columns of a site's journals, or of one of them, with their article counts (the column tree, docs/product/content.md#columns). */
import type { JournalColumnWire } from '../../contract/journal.js';
import type { ServiceCtx } from '../../lib/context.js';
import { listJournalColumns } from '../../repositories/journal-lists.js';
import { checkJournalScope } from './scope.js';

/** Columns most articles first. @throws 404 unknown site or a journal the site does not hold */
export async function listColumns({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; publicationId?: number | undefined };
}): Promise<JournalColumnWire[]> {
  await checkJournalScope(ctx, input.siteId, input.publicationId);
  return listJournalColumns(ctx.db, input.siteId, input.publicationId);
}
