/** Verb: facet counts of a basic search (GET /front/search/clusters, docs/product/search.md#filters-and-facets). */
import type { ClustersWire } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import type { SearchInput } from './input.js';
import { compileBasic } from '../../search/query/basic.js';
import { kindsOf, runClusters } from './run.js';

/**
 * Journal, year, column, author and keyword buckets (top 20 each) of the same matched set as {@link search}.
 * @throws as search
 */
export async function searchClustersVerb({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: SearchInput;
}): Promise<ClustersWire> {
  const kinds = kindsOf(input.type);
  return runClusters(ctx, input, kinds, compileBasic(input, kinds));
}
