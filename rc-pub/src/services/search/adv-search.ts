/**
 * Verb: advanced search (POST /front/advSearch, docs/product/search.md#advanced-search). Each row's value is a keyword in
 * the query language (so it may hold its own operators and phrases), searched in the row's field with the row's
 * precision. Rows combine with their operators under the language's precedence (NOT > AND > OR), exactly as the
 * keyword `(r1) OP2 (r2) OP3 (r3)…` would; the first row's operator is ignored. Blank rows are left out.
 */
import type { AdvancedRowWire, SearchResultWire, SearchType } from '../../contract/search.js';
import { combineCompiled } from '../../repositories/search/compile.js';
import type { ServiceCtx } from '../../lib/context.js';
import { checkFields, parseKeyword, precisionOf } from '../../search/query/basic.js';
import { type CompiledQuery, compileQuery } from '../../search/query/compile.js';
import { SearchInputError } from '../../search/query/errors.js';
import { withField } from '../../search/query/parser.js';
import type { SearchCommonInput } from './input.js';
import { kindsOf, runSearch } from './run.js';

/** Most rows of the form. */
export const ADVANCED_MAX_ROWS = 10;

/** Body of POST /front/advSearch (AdvancedSearchWire; lists comma-joined like the GET searches, or arrays). */
export interface AdvancedSearchInput extends SearchCommonInput {
  rows: {
    op?: AdvancedRowWire['op'] | undefined;
    field?: AdvancedRowWire['field'] | undefined;
    value: string;
    precision?: number | undefined;
  }[];
}

/**
 * The compiled query of the form's rows over `kinds` (shared by {@link advancedSearch} and the facet verb
 * ./adv-clusters.ts, so both count exactly the same matched set). Each row is checked like a basic keyword (at most
 * 150 characters, syntax), so the form as a whole may be longer than one keyword.
 * @throws SearchInputError 400 no non-blank row | more than 10 rows | a row over 150 characters | syntax error in a
 *   row | a field that does not apply to the type
 */
export function compileAdvanced(rows: AdvancedSearchInput['rows'], kinds: SearchType[]): CompiledQuery {
  const used = rows.filter((r) => r.value?.trim());
  if (!used.length) throw new SearchInputError('required');
  if (used.length > ADVANCED_MAX_ROWS) throw new SearchInputError('tooComplex', { max: ADVANCED_MAX_ROWS });
  const compiled = used.map((r) => {
    const field = r.field ?? 'all';
    const ast = parseKeyword(r.value);
    const node = field === 'all' ? ast : withField(ast, field);
    checkFields(node, 'all', kinds);
    return { op: r.op ?? 'AND', c: compileQuery(node, { defaultField: 'all', precision: precisionOf(r.precision) }) };
  });
  return combineCompiled(compiled);
}

/**
 * A page of hits of `input.type` (default article) for the form's rows (the results page reports it to COUNTER:
 * services/usage/record-search.ts).
 * @throws SearchInputError as {@link compileAdvanced}; RcPubError 400 bad list, 404 unknown site
 */
export async function advancedSearch({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: AdvancedSearchInput;
}): Promise<SearchResultWire> {
  const kinds: SearchType[] = kindsOf(input.type);
  return runSearch(ctx, input, kinds, compileAdvanced(input.rows, kinds));
}
