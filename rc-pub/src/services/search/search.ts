/** Verb: basic search (GET /front/search, docs/product/search.md): a page of hits of one resource type within the site's scope. */
import type { SearchResultWire } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import type { SearchInput } from './input.js';
import { compileBasic } from '../../search/query/basic.js';
import { askedOf, noHitAlternatives } from './alternatives.js';
import { kindsOf, runSearch, whereOf } from './run.js';

/**
 * Searches `input.type` (default article) for `input.q` in `input.field` (default all). A first page without a hit
 * carries `alternatives`, the nearest searches that find something (./alternatives.ts). The results page reports the
 * search to COUNTER (services/usage/record-search.ts), not this verb: a page cache hit runs no search.
 * @throws SearchInputError 400 (keyword rules, syntax, field for type); RcPubError 400 bad list, 404 unknown site
 */
export async function search({ ctx, input }: { ctx: ServiceCtx; input: SearchInput }): Promise<SearchResultWire> {
  const kinds = kindsOf(input.type);
  const compiled = compileBasic(input, kinds);
  const where = await whereOf(ctx, input, kinds, compiled);
  const result = await runSearch(ctx, input, kinds, compiled, where);
  if (result.total > 0 || result.page > 0) return result;
  return { ...result, alternatives: await noHitAlternatives(ctx, kinds, askedOf(input), where) };
}
