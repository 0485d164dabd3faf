/**
 * Verb: suggestions as the reader types (GET /front/search/suggest; docs/product/search.md#suggestions): journal names,
 * keywords, authors and article titles of the site's search scope that start with, or contain, the typed text,
 * traditional and simplified Chinese alike.
 */
import type { SuggestionsWire, SuggestionWire } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import {
  type ContainsUnit,
  containsCandidates,
  journalCandidates,
  prefixCandidates,
  type SuggestCandidate,
} from '../../repositories/search-suggest.js';
import { foldSuggestText } from '../../search/indexer/suggest-terms.js';
import { segmentQuery } from '../../search/segment.js';
import { siteScope } from './scope.js';

/** Suggestions per answer: the default and the largest `limit`. */
export const SUGGEST_DEFAULT_LIMIT = 8;
export const SUGGEST_MAX_LIMIT = 10;
/** Longest typed text (characters). */
export const SUGGEST_MAX_LENGTH = 50;
/** Most article titles among the suggestions: keywords and authors lead to more than one article. */
const MAX_TITLES = 3;
/** Rows read before grouping, per query (see repositories/search-suggest.ts): bounds the cost of a common prefix. */
const CAP = 500;
/** Shortest word of other scripts matched inside terms (a shorter one matches term starts only). */
const MIN_CONTAINS_WORD = 3;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Input: the typed text (1..50 characters, checked by the route), the site, optionally how many (1..10, default 8). */
export interface SuggestInput {
  q: string;
  siteId: number;
  limit?: number | undefined;
}

/** The contains-query units of a folded text: Chinese runs as phrases, other words of 3+ letters as prefixes. */
function containsUnits(folded: string): ContainsUnit[] {
  return segmentQuery(folded)
    .map((u) => ({ text: u, prefix: !CJK.test(u) }))
    .filter((u) => !u.prefix || u.text.length >= MIN_CONTAINS_WORD);
}

/** A candidate as the wire has it (articleId for titles, publicationId for journals). */
function toWire(c: SuggestCandidate): SuggestionWire {
  if (c.kind === 'title' && c.articleId !== null) return { kind: c.kind, text: c.text, articleId: c.articleId };
  if (c.kind === 'journal' && c.publicationId !== null)
    return { kind: c.kind, text: c.text, publicationId: c.publicationId };
  return { kind: c.kind, text: c.text };
}

/**
 * At most `limit` suggestions for `q` within the scope of `siteId` (siteScope, as every search): journals that match
 * first, then titles, keywords and authors that start with the text, then (only when those are too few) those that
 * contain it, each group by the number of articles carrying the term; at most {@link MAX_TITLES} titles; each
 * (kind, text) once. A text with no letters or digits gives [].
 * @throws RcPubError 404 siteIdNotFound for an unknown site
 */
export async function suggestSearch({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: SuggestInput;
}): Promise<SuggestionsWire> {
  const folded = foldSuggestText(input.q);
  if (!/[\p{L}\p{N}]/u.test(folded)) return [];
  const limit = Math.min(input.limit ?? SUGGEST_DEFAULT_LIMIT, SUGGEST_MAX_LIMIT);
  const scope = await siteScope(ctx, input.siteId);
  if (scope.publicationIds?.length === 0) return []; // a site without journals finds nothing
  const q = { folded, publicationIds: scope.publicationIds, cap: CAP, limit: limit + MAX_TITLES };
  const [journals, starting] = await Promise.all([journalCandidates(ctx.db, q), prefixCandidates(ctx.db, q)]);
  const out: SuggestionWire[] = [];
  const seen = new Set<string>();
  let titles = 0;
  const take = (list: SuggestCandidate[]) => {
    for (const c of list) {
      if (out.length >= limit) return;
      const key = `${c.kind}:${c.text}`;
      if (seen.has(key) || (c.kind === 'title' && titles >= MAX_TITLES)) continue;
      if (c.kind === 'title') titles++;
      seen.add(key);
      out.push(toWire(c));
    }
  };
  take(journals);
  take(starting);
  if (out.length < limit) take(await containsCandidates(ctx.db, q, containsUnits(folded)));
  return out;
}
