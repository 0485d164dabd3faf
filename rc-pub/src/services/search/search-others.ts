/** Verb: other documents (GET /front/rc-doc; resource type 0): /front/search with the type fixed to other. */
import type { SearchResultWire } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import type { SearchInput } from './input.js';
import { compileBasic } from '../../search/query/basic.js';
import { runSearch } from './run.js';

/** Supplementary documents (JATS supplementary-material and other media) matching the keyword. @throws as search */
export async function searchOthers({ ctx, input }: { ctx: ServiceCtx; input: SearchInput }): Promise<SearchResultWire> {
  return runSearch(ctx, input, ['other'], compileBasic(input, ['other']));
}
