/**
 * Verb: a page of one of a site's journal article lists: online first (publication type 1),
 * accepted (version label -1, not yet in an issue), one column, or conference papers; newest first.
 */
import type { JournalListKind } from '../../contract/journal.js';
import type { ArticleSummaryWire, Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { pageJournalList } from '../../repositories/journal-lists.js';
import { summariesOf } from '../article/summaries.js';
import { checkJournalScope } from './scope.js';

/** Input of {@link listJournalArticles}: page from 0, size default 20 (docs/product/content.md#journal-pages). */
export interface JournalListInput {
  siteId: number;
  kind: JournalListKind;
  publicationId?: number | undefined;
  /** The column's name (zh or en, as imported); required for kind `column`. */
  column?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

/**
 * The page of summaries and the list's total.
 * @throws 400 kind `column` without a column name; 404 unknown site or a journal the site does not hold
 */
export async function listJournalArticles({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: JournalListInput;
}): Promise<Page<ArticleSummaryWire>> {
  const column = input.column?.trim();
  if (input.kind === 'column' && !column) throw badRequest('missingParam', { name: 'column' });
  await checkJournalScope(ctx, input.siteId, input.publicationId);
  const page = input.page ?? 0;
  const size = input.size ?? 20;
  const { total, rows } = await pageJournalList(ctx.db, {
    siteId: input.siteId,
    publicationId: input.publicationId,
    kind: input.kind,
    column,
    page,
    size,
  });
  return { total, page, size, content: await summariesOf(ctx.db, rows) };
}
