/** Verb: video/audio search (GET /front/vod; resource types video 29, audio 28). */
import type { SearchResultWire, SearchType } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import type { SearchInput } from './input.js';
import { compileBasic } from '../../search/query/basic.js';
import { runSearch } from './run.js';

/** Video (type video), audio (type audio) or both (no type) matching the keyword. @throws as search */
export async function searchMedia({ ctx, input }: { ctx: ServiceCtx; input: SearchInput }): Promise<SearchResultWire> {
  const kinds: SearchType[] = input.type === 'video' || input.type === 'audio' ? [input.type] : ['video', 'audio'];
  return runSearch(ctx, input, kinds, compileBasic(input, kinds));
}
