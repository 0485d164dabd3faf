/** Verb: keyword analysis (GET /front/search/analyze; docs/product/search.md, Search flow and Keyword rules). */
import type { AnalyzeWire } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import { parseKeyword } from '../../search/query/basic.js';
import { compileQuery } from '../../search/query/compile.js';

/** Input of the analysis: the keyword and 'publication' for journals, else 'article' (docs/product/search.md#search-flow). */
export interface AnalyzeInput {
  q?: string | undefined;
  type?: 'article' | 'publication' | undefined;
}

/**
 * Validates and parses the keyword: the query AST and the terms to highlight (segmented words and phrases). Field
 * prefixes are not checked against the type here: the web analyses every non-journal search as 'article' (docs/product/search.md#search-flow).
 * @throws SearchInputError 400 required | tooLong | syntax error with its position
 */
export async function analyzeQuery({ input }: { ctx: ServiceCtx; input: AnalyzeInput }): Promise<AnalyzeWire> {
  const query = parseKeyword(input.q);
  const { highlights } = compileQuery(query, { defaultField: 'all', precision: 0 });
  return { q: input.q!.trim(), type: input.type ?? 'article', query, terms: highlights };
}
