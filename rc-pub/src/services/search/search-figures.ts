/** Verb: figure search (GET /front/picture): /front/search with the type fixed to figure (resource type 25). */
import type { SearchResultWire } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import type { SearchInput } from './input.js';
import { compileBasic } from '../../search/query/basic.js';
import { runSearch } from './run.js';

/** Figures matching the keyword; hits carry their article and a stored image URL. @throws as search */
export async function searchFigures({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: SearchInput;
}): Promise<SearchResultWire> {
  return runSearch(ctx, input, ['figure'], compileBasic(input, ['figure']));
}
