/**
 * Verb: facet counts of an advanced search (POST /front/advSearch/clusters, docs/product/search.md#advanced-search). The rows are
 * compiled exactly as POST /front/advSearch compiles them (./adv-search.ts compileAdvanced), so the buckets count the
 * same matched set as the advanced search's `total`, however long the form is in all (each row ≤ 150 characters).
 */
import type { ClustersWire, SearchType } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import { type AdvancedSearchInput, compileAdvanced } from './adv-search.js';
import { kindsOf, runClusters } from './run.js';

/**
 * Journal, year, column, author and keyword buckets (top 20 each) of the form's matched set, every facet present.
 * @throws SearchInputError 400 as compileAdvanced (no row, a row too long, syntax, field for type); RcPubError 400 bad
 *   list, 404 unknown site
 */
export async function advancedClusters({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: AdvancedSearchInput;
}): Promise<ClustersWire> {
  const kinds: SearchType[] = kindsOf(input.type);
  return runClusters(ctx, input, kinds, compileAdvanced(input.rows, kinds));
}
