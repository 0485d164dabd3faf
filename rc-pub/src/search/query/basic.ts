/**
 * From a keyword to a compiled query (docs/product/search.md: keyword rules, fields per type and precision), shared by
 * the search verbs and the keyword alerts: the keyword (required, at most {@link SEARCH_MAX_LENGTH} characters, checked
 * before anything else so a 10,000-character input costs nothing), parsing into the query AST, fields allowed per
 * resource type, then AST → SQL (./compile.ts).
 */
import { type QueryNodeWire, SEARCH_MAX_LENGTH, type SearchField, type SearchType } from '../../contract/search.js';
import { type CompiledQuery, compileQuery } from './compile.js';
import { SearchInputError } from './errors.js';
import { fieldAllowed } from './fields.js';
import { parseQuery } from './parser.js';

/** The keyword part of a basic search request (GET /front/search and the type-fixed searches). */
export interface BasicQueryInput {
  q?: string | undefined;
  field?: SearchField | undefined;
  precision?: number | undefined;
}

/**
 * The keyword trimmed, after the keyword rules (docs/product/search.md#keyword-rules).
 * @throws SearchInputError required (missing or blank) | tooLong (more than 150 characters)
 */
export function checkKeyword(q: string | undefined): string {
  // length first: a huge input is rejected before any other work (String length ≥ code points, so check both)
  if (q !== undefined && q.length > SEARCH_MAX_LENGTH && Array.from(q.trim()).length > SEARCH_MAX_LENGTH)
    throw new SearchInputError('tooLong', { max: SEARCH_MAX_LENGTH });
  const k = q?.trim() ?? '';
  if (!k) throw new SearchInputError('required');
  return k;
}

/**
 * Checks the keyword and parses it (grammar: rc-pub/src/search/query/parser.ts).
 * @throws SearchInputError required | tooLong | a syntax error with its position
 */
export function parseKeyword(q: string | undefined): QueryNodeWire {
  return parseQuery(checkKeyword(q));
}

function fieldsOf(node: QueryNodeWire, out: Set<SearchField>): Set<SearchField> {
  if (node.kind === 'term') {
    if (node.field) out.add(node.field);
  } else if (node.kind === 'not') fieldsOf(node.child, out);
  else for (const c of node.children) fieldsOf(c, out);
  return out;
}

/**
 * Checks that the default field and every field prefix of `node` apply to each of `kinds` (docs/product/search.md#fields).
 * @throws SearchInputError fieldNotForType
 */
export function checkFields(node: QueryNodeWire | null, defaultField: SearchField, kinds: SearchType[]): void {
  const used = node ? fieldsOf(node, new Set([defaultField])) : new Set([defaultField]);
  for (const kind of kinds)
    for (const f of used)
      if (!fieldAllowed(kind, f)) throw new SearchInputError('fieldNotForType', { field: f, type: kind });
}

/** Precision 0/1 (docs/product/search.md#precision); fuzzy (0) by default, as the gateway sends. */
export function precisionOf(p: number | undefined): 0 | 1 {
  return p === 1 ? 1 : 0;
}

/**
 * The compiled query of a basic search over `kinds`; `input` may be a whole search request (only its keyword fields
 * are read).
 * @throws SearchInputError required | tooLong | syntax error | fieldNotForType
 */
export function compileBasic<I extends BasicQueryInput>(input: I, kinds: SearchType[]): CompiledQuery {
  const ast = parseKeyword(input.q);
  const field = input.field ?? 'all';
  checkFields(ast, field, kinds);
  return compileQuery(ast, { defaultField: field, precision: precisionOf(input.precision) });
}
