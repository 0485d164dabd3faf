/**
 * AST → SQL for the search verbs and the keyword alerts (docs/product/search.md, sections Advanced search,
 * Fields and Precision): the repository's compiler (repositories/search/compile.ts) with this feature's term analysis
 * (./terms.ts: segmentation into index lexemes and the forms to highlight).
 */
import type { QueryNodeWire } from '../../contract/search.js';
import {
  type CompiledQuery,
  type CompileOptions,
  compileSearchSql,
  type TermAnalyzer,
} from '../../repositories/search/compile.js';
import { termExactLexemes } from '../segment.js';
import { termHighlights, termLexemes } from './terms.js';

export type { CompiledQuery, CompileOptions } from '../../repositories/search/compile.js';

/** Terms analysed as the index was written (search/segment.ts). */
const TERMS: TermAnalyzer = { lexemes: termLexemes, highlights: termHighlights, exact: termExactLexemes };

/** Compiles `node`; a query whose terms have no letters or digits matches nothing. */
export function compileQuery(node: QueryNodeWire, opts: CompileOptions): CompiledQuery {
  return compileSearchSql(node, opts, TERMS);
}
