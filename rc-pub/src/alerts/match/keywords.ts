/**
 * Keyword alerts ("a keyword alert matches exactly what a search for that keyword in that
 * scope would find (the same query compiler, so 2-character Chinese terms and phrases work)"). A keyword is compiled
 * as the search box compiles it (search/query/basic.ts compileBasic: article search, field all, the default
 * precision), so the same keyword finds the same articles here and on the search page.
 */
import type { SearchPredicate } from '../../repositories/search/compile.js';
import { compileBasic } from '../../search/query/basic.js';
import { SearchInputError } from '../../search/query/errors.js';

/**
 * The keywords of a keywords subscription's `value`: split on ';' and the full-width '；', trimmed, blanks and repeats
 * dropped, in their order.
 */
export function splitKeywords(value: string | null): string[] {
  if (!value) return [];
  const out: string[] = [];
  for (const raw of value.split(/[;；]/)) {
    const k = raw.trim();
    if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

/**
 * The search_docs predicate a basic article search for `keyword` uses, or null when search would refuse the keyword
 * (a syntax error, too long, a field that articles lack): such a keyword matches nothing, as its search finds nothing.
 * @throws only unexpected errors (a SearchInputError is the null case)
 */
export function compileKeyword(keyword: string): SearchPredicate | null {
  try {
    return compileBasic({ q: keyword }, ['article']).where;
  } catch (e) {
    if (e instanceof SearchInputError) return null;
    throw e;
  }
}
