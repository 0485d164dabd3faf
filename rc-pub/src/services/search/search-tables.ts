/** Verb: table search (GET /front/table): /front/search with the type fixed to table. */
import type { SearchResultWire } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import type { SearchInput } from './input.js';
import { compileBasic } from '../../search/query/basic.js';
import { runSearch } from './run.js';

/** Tables matching the keyword; hits carry their article. @throws as search */
export async function searchTables({ ctx, input }: { ctx: ServiceCtx; input: SearchInput }): Promise<SearchResultWire> {
  return runSearch(ctx, input, ['table'], compileBasic(input, ['table']));
}
