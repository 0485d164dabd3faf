/**
 * From a basic search request to a compiled query (shared by the search, clusters and type-fixed verbs): keyword
 * rules and parsing (./input.ts), fields per type, then AST → SQL (rc-pub/src/search/query/compile.ts).
 */
import type { SearchType } from '../../contract/search.js';
import { type CompiledQuery, compileQuery } from '../../search/query/compile.js';
import { type SearchInput, checkFields, parseKeyword, precisionOf } from './input.js';

/**
 * The compiled query of a basic search over `kinds`.
 * @throws SearchInputError required | tooLong | syntax error | fieldNotForType
 */
export function compileBasic(input: SearchInput, kinds: SearchType[]): CompiledQuery {
  const ast = parseKeyword(input.q);
  const field = input.field ?? 'all';
  checkFields(ast, field, kinds);
  return compileQuery(ast, { defaultField: field, precision: precisionOf(input.precision) });
}
