/**
 * From a query term to index lexemes (docs/product/search.md#precision), on top of rc-pub/src/search/segment.ts:
 * - precise (1): the term as typed is one phrase of its segmented units, i.e. an exact substring match on Chinese
 *   (石墨烯 → 石墨 <-> 墨烯) and adjacent words in other scripts, found through their pair lexemes
 *   (COVID-19 → covid19; gene expression profile → geneexpression & expressionprofile & gene <-> expression <-> profile);
 * - fuzzy (0): each Chinese run is cut into jieba words, each of which must occur (anywhere, in any order), and each
 *   other word matches as a prefix (model → model:*, models, modelling). A quoted phrase stays a phrase.
 * Lexemes only ever contain letters, digits and marks (segment.ts), and are passed to PostgreSQL as bound parameters.
 */
import { highlightTerms, segmentQuery, segmentWords, wordPairs } from '../segment.js';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const PLAIN_WORD = /^[\p{L}\p{N}\p{M}]+$/u;

/** What one term asks of a tsvector: every `phrases` entry (lexemes in order) and every `prefixes` entry must match. */
export interface TermLexemes {
  /** Space-separated lexeme sequences, each for `phraseto_tsquery('simple', …)`. */
  phrases: string[];
  /** Words to match as prefixes (`'word':*`); letters, digits and marks only. */
  prefixes: string[];
}

/** The CJK run a bigram unit ("石墨 墨烯") was made from ("石墨烯"). */
function runOfUnit(unit: string): string {
  const grams = unit.split(' ');
  if (grams.length === 1) return grams[0]!;
  return grams.map((g) => Array.from(g)[0]).join('') + Array.from(grams.at(-1)!).slice(1).join('');
}

/** Lexemes of a term (see the module comment); empty when the text has no letters or digits. */
export function termLexemes(text: string, phrase: boolean, precision: 0 | 1): TermLexemes {
  const units = segmentQuery(text);
  if (!units.length) return { phrases: [], prefixes: [] };
  if (phrase || precision === 1) {
    // adjacent non-CJK words: their pair lexemes (segment.ts wordPair) find the phrase in the GIN alone; two words are
    // exactly their pair, longer phrases also keep the positional phrase for the candidates that hold every pair
    if (units.length >= 2 && units.every((u) => PLAIN_WORD.test(u) && !CJK.test(u))) {
      const pairs = wordPairs(units);
      return { phrases: units.length === 2 ? pairs : [...pairs, units.join(' ')], prefixes: [] };
    }
    return { phrases: [units.join(' ')], prefixes: [] };
  }
  const phrases: string[] = [];
  const prefixes: string[] = [];
  for (const unit of units) {
    if (CJK.test(unit)) {
      for (const word of segmentWords(runOfUnit(unit))) {
        for (const u of segmentQuery(word)) if (!phrases.includes(u)) phrases.push(u);
      }
    } else if (PLAIN_WORD.test(unit)) {
      prefixes.push(unit);
    }
  }
  return { phrases, prefixes };
}

/**
 * Surface forms to highlight for a term: the runs and words as typed (NFKC, lower case), plus for a fuzzy Chinese term
 * its jieba words (which may match apart). Longest first.
 */
export function termHighlights(text: string, phrase: boolean, precision: 0 | 1): string[] {
  const out = new Set(highlightTerms(text));
  // a phrase is also highlighted as a whole (preferred, being longest)
  if (phrase) out.add(text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim());
  if (!phrase && precision === 0) {
    for (const unit of segmentQuery(text)) {
      if (CJK.test(unit)) for (const w of segmentWords(runOfUnit(unit))) if (w.trim()) out.add(w);
    }
  }
  return [...out].sort((a, b) => b.length - a.length);
}
