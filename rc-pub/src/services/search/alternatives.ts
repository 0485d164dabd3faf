/**
 * "Did you find nothing?" (docs/product/search.md, When nothing is found): a basic search without a hit offers the
 * nearest searches that do find something, each with its count, so the reader can take one with a click:
 * - `allFields`: the same query over all fields, when it was asked of one field (the dropdown or `title:` prefixes);
 * - `fuzzy`: the same query at fuzzy precision, when it was asked precisely;
 * - `dropRarest`: an all-of query of several terms without its rarest term (the one matching the fewest documents).
 * The other script needs no offer: traditional and simplified Chinese are folded into one (search/script.ts), so a query
 * in either script already finds both.
 */
import type { QueryNodeWire, SearchAlternativeWire, SearchField, SearchType } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import { type SearchWhere, searchPage } from '../../repositories/search.js';
import { checkFields, precisionOf } from '../../search/query/basic.js';
import { compileQuery } from '../../search/query/compile.js';
import { SearchInputError } from '../../search/query/errors.js';
import { fieldAllowed } from '../../search/query/fields.js';
import { parseQuery } from '../../search/query/parser.js';

/** What the reader asked: keyword, default field and precision (the request after its keyword was checked). */
export interface AskedQuery {
  q: string;
  field: SearchField;
  precision: 0 | 1;
}

/** A term as the query language writes it (`field:` prefix when it has one, quotes for a phrase). */
function termText(n: Extract<QueryNodeWire, { kind: 'term' }>, dropField: boolean): string {
  const body = n.phrase ? `"${n.text}"` : n.text;
  return n.field && !dropField ? `${n.field}:${body}` : body;
}

/** The terms of a query that is one term or an AND of terms; null for anything else (not offered alternatives). */
function plainTerms(node: QueryNodeWire): Extract<QueryNodeWire, { kind: 'term' }>[] | null {
  if (node.kind === 'term') return [node];
  if (node.kind !== 'and') return null;
  const out: Extract<QueryNodeWire, { kind: 'term' }>[] = [];
  for (const c of node.children) {
    if (c.kind !== 'term') return null;
    out.push(c);
  }
  return out;
}

/** Candidate searches for an answer without a hit, before they are counted (see the module comment). */
function candidates(asked: AskedQuery, ast: QueryNodeWire): Omit<SearchAlternativeWire, 'total'>[] {
  const out: Omit<SearchAlternativeWire, 'total'>[] = [];
  const terms = plainTerms(ast);
  const fielded = terms?.some((t) => t.field && t.field !== 'all') ?? false;
  if (terms && (asked.field !== 'all' || fielded)) {
    out.push({
      kind: 'allFields',
      q: terms.map((t) => termText(t, true)).join(' '),
      field: 'all',
      precision: asked.precision,
    });
  }
  if (asked.precision === 1) out.push({ kind: 'fuzzy', q: asked.q, field: asked.field, precision: 0 });
  return out;
}

/**
 * The alternatives to offer for a search of `kinds` that found nothing (see the module comment), each with its count;
 * those that find nothing either are left out. Filters and the site's scope stay as asked (`where`).
 * @param asked the checked request (its keyword parses: the search that found nothing parsed it)
 * @param where the SearchWhere of that search (run.ts whereOf): each count replaces only its match
 */
export async function noHitAlternatives(
  ctx: ServiceCtx,
  kinds: SearchType[],
  asked: AskedQuery,
  where: SearchWhere,
): Promise<SearchAlternativeWire[]> {
  const ast = parseQuery(asked.q);
  const count = async (q: string, field: SearchField, precision: 0 | 1): Promise<number> => {
    let node: QueryNodeWire;
    try {
      node = parseQuery(q);
      checkFields(node, field, kinds);
    } catch (e) {
      if (e instanceof SearchInputError) return 0;
      throw e;
    }
    const c = compileQuery(node, { defaultField: field, precision });
    const { total } = await searchPage(ctx.db, {
      where: { ...where, match: c.where },
      rank: null,
      dois: [],
      sort: 'date',
      page: 0,
      size: 1,
    });
    return total;
  };
  const out: SearchAlternativeWire[] = [];
  for (const c of candidates(asked, ast)) {
    if (!kinds.every((k) => fieldAllowed(k, c.field))) continue;
    const total = await count(c.q, c.field, precisionOf(c.precision));
    if (total > 0) out.push({ ...c, total });
  }
  // without the rarest term: each term of an all-of query alone, the one with the fewest matches dropped
  const terms = plainTerms(ast);
  if (terms && terms.length >= 2) {
    const alone = await Promise.all(terms.map((t) => count(termText(t, false), asked.field, asked.precision)));
    const rarest = alone.indexOf(Math.min(...alone));
    const q = terms
      .filter((_, i) => i !== rarest)
      .map((t) => termText(t, false))
      .join(' ');
    const total = await count(q, asked.field, asked.precision);
    if (total > 0) out.push({ kind: 'dropRarest', q, field: asked.field, precision: asked.precision, total });
  }
  return out;
}

/** The asked query of a basic search request (field default all, precision as {@link precisionOf}). */
export function askedOf(input: {
  q?: string | undefined;
  field?: SearchField | undefined;
  precision?: number;
}): AskedQuery {
  return { q: (input.q ?? '').trim(), field: input.field ?? 'all', precision: precisionOf(input.precision) };
}
