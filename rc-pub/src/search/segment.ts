/**
 * Segmentation for search (docs/product/search.md, Chinese segmentation and Precision). PostgreSQL has no Chinese parser, so text
 * is turned here into space-separated lexemes that `to_tsvector('simple', …)` keeps as they are (measured on PGlite /
 * PostgreSQL 18 and PostgreSQL 15: CJK runs between spaces stay one lexeme).
 *
 * INDEX side ({@link segmentForIndex}) emits, for one field:
 *   1. the "main stream", in document order, so that `<->` (phrase) works:
 *      - every non-CJK word ([\p{L}\p{N}]+, NFKC-normalised, lower-cased; punctuation splits: "COVID-19" → covid 19),
 *      - every CJK run (Han, kana, Hangul) of length 1 as itself, of length n ≥ 2 as its n-1 overlapping bigrams
 *        ("制备方法" → 制备 备方 方法);
 *   2. then "extras" (after the main stream, deduplicated): the unigrams of every longer CJK run (so 肺 finds 肺炎),
 *      the jieba `cutForSearch` words of 3+ characters, with our academic dictionary (dict/academic.txt), so a
 *      whole term such as 石墨烯 or 卷积神经网络 is also a lexeme (useful for ranking), and the pair lexeme of every
 *      two adjacent non-CJK words ("gene expression" → geneexpression), so English phrases need no recheck.
 *
 * QUERY side ({@link segmentQuery}) must produce lexemes that hit the index:
 *   - a CJK run of 1 character → the unigram (matches any document containing that character: 肺 → 肺炎);
 *   - a CJK run of 2+ characters → its overlapping bigrams, which must be ADJACENT (a phrase): 石墨烯 → 石墨 <-> 墨烯.
 *     Because the index holds every bigram in order, this is an exact substring match on Chinese, whatever jieba
 *     made of the document (制备 matches 制备方法, 备方 too);
 *   - a non-CJK word → lower-cased word (fuzzy precision may add `:*` prefix matching; see docs/product/search.md#precision).
 * Each returned unit is a space-separated lexeme sequence to pass to `phraseto_tsquery('simple', unit)` (plain text:
 * no tsquery syntax can be injected). A non-phrase term is the AND (`&&`) of its units; a quoted phrase is
 * `phraseto_tsquery('simple', units.join(' '))`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Jieba } from '@node-rs/jieba';
import { toSimplified } from './script.js';

/** Han, kana and Hangul characters: segmented by characters/bigrams, not by spaces. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A CJK run or a word of other letters/digits; anything else separates. */
const TOKEN =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)|((?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}\p{M}])+)/gu;
/** Longest word kept (PostgreSQL drops lexemes over 2047 bytes; nothing useful is that long). */
const MAX_WORD = 100;

/** Path of the academic user dictionary (jieba format: `word freq tag` per line). */
export const ACADEMIC_DICT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'dict/academic.txt');

let jieba: Jieba | null = null;

/** The jieba segmenter with its default dictionary plus ours, loaded once on first use (~0.5 s). */
export function getJieba(): Jieba {
  if (!jieba) {
    const { dict } = createRequire(import.meta.url)('@node-rs/jieba/dict.js') as { dict: Buffer };
    const j = Jieba.withDict(dict);
    j.loadDict(readFileSync(ACADEMIC_DICT_PATH));
    jieba = j;
  }
  return jieba;
}

/**
 * NFKC (full-width letters/digits to ASCII), lower case and traditional Han runs to simplified (search/script.ts), the
 * folding shared by the index, queries and highlights.
 */
function normalise(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase());
}

/** Splits normalised text into tokens: `{ cjk: true, text }` for CJK runs, else words. */
function tokens(text: string): { cjk: boolean; text: string }[] {
  const out: { cjk: boolean; text: string }[] = [];
  for (const m of normalise(text).matchAll(TOKEN)) {
    if (m[1]) out.push({ cjk: true, text: m[1] });
    else if (m[2] && m[2].length <= MAX_WORD) out.push({ cjk: false, text: m[2] });
  }
  return out;
}

/** Overlapping bigrams of a CJK run (a 1-character run yields itself). */
export function cjkBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * The pair lexeme of two adjacent non-CJK words ("gene", "expression" → "geneexpression"): indexed for every adjacent
 * pair, so a two-word phrase is one GIN lookup with nothing to recheck (a `<->` phrase makes PostgreSQL read every
 * candidate's whole tsvector: 100 ms for "gene expression" at 100k articles). Query side: {@link wordPairs}.
 */
function wordPair(a: string, b: string): string {
  return a + b;
}

/** Pair lexemes of adjacent words in a sequence of non-CJK words (see {@link wordPair}); [] for fewer than 2. */
export function wordPairs(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) out.push(wordPair(words[i]!, words[i + 1]!));
  return out;
}

/**
 * Segments one field's text for the index: returns space-separated lexemes (main stream, then extras; see the module
 * comment) to wrap in `to_tsvector('simple', …)`. Empty or null text gives ''. Linear in the text length.
 */
export function segmentForIndex(text: string | null | undefined): string {
  if (!text) return '';
  const main: string[] = [];
  const extras = new Set<string>();
  const runs: string[] = [];
  let prev: string | null = null; // the previous token when it was a non-CJK word
  for (const t of tokens(text)) {
    if (!t.cjk) {
      main.push(t.text);
      if (prev !== null) extras.add(wordPair(prev, t.text));
      prev = t.text;
      continue;
    }
    prev = null;
    const chars = Array.from(t.text);
    if (chars.length === 1) {
      main.push(t.text);
      continue;
    }
    main.push(...cjkBigrams(t.text));
    for (const c of chars) extras.add(c);
    if (chars.length >= 3) runs.push(t.text);
  }
  if (runs.length) {
    // one jieba call over all long runs (a separator keeps words from spanning runs)
    for (const w of getJieba().cutForSearch(runs.join('\n'), true)) {
      if (Array.from(w).length >= 3 && CJK.test(w)) extras.add(w);
    }
  }
  if (extras.size === 0) return main.join(' ');
  return `${main.join(' ')} ${[...extras].join(' ')}`;
}

/** Marker of an exact-keyword lexeme: `kw` + a whole keyword with its separators dropped (kw石墨烯, kwgeneexpression). */
const EXACT_KEYWORD = 'kw';
/** Marker of an exact-word lexeme: `ww` + a jieba word of a Chinese title (ww过程, but no ww过程 for 通过程序). */
const EXACT_WORD = 'ww';

/** A text's letters and digits as one run, folded as the index folds ('Gene expression' → geneexpression). */
function compact(text: string): string {
  return tokens(text)
    .map((t) => t.text)
    .join('');
}

/**
 * The exact-match lexemes of a document's head, for its `tsv_rank` (docs/product/search.md, Relevance): one per
 * keyword as a whole (`kw` + the keyword without separators) and one per jieba word of the title's Chinese runs
 * (`ww` + the word, 1+ characters, search mode so 卷积神经网络 also gives 神经网络 and 网络). A query term equal to a
 * keyword, or to a title word, then outranks one that only matches a bigram straddling two words (过程 in 通过程序).
 * The markers are ASCII letters, so `to_tsvector('simple', …)` keeps each lexeme whole. Space-separated, deduplicated.
 */
export function exactLexemes(keywords: readonly string[], title: string): string {
  const out = new Set<string>();
  for (const k of keywords) {
    const c = compact(k);
    if (c && c.length <= MAX_WORD) out.add(EXACT_KEYWORD + c);
  }
  const runs = tokens(title)
    .filter((t) => t.cjk)
    .map((t) => t.text);
  if (runs.length) {
    for (const w of getJieba().cutForSearch(runs.join('\n'), true)) {
      if (w.trim() && CJK.test(w) && !/\s/.test(w)) out.add(EXACT_WORD + w);
    }
  }
  return [...out].join(' ');
}

/**
 * The exact-match lexemes a query term looks for ({@link exactLexemes}): `keyword`, the term as a whole keyword, and
 * `word`, the term as a title word when it is one Chinese run (null otherwise). Null when the term has no letters or
 * digits or is too long to be a keyword.
 */
export function termExactLexemes(text: string): { keyword: string; word: string | null } | null {
  const t = tokens(text);
  const c = t.map((x) => x.text).join('');
  if (!c || c.length > MAX_WORD) return null;
  return { keyword: EXACT_KEYWORD + c, word: t.length === 1 && t[0]!.cjk ? EXACT_WORD + c : null };
}

/**
 * The Latin words of a text that the fuzzy vocabulary keeps (search_words: 4+ letters a-z after NFKC lower-casing,
 * as typed words, never pair lexemes). Deduplicated, in first-seen order.
 */
export function vocabularyWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const out = new Set<string>();
  for (const t of tokens(text)) if (!t.cjk && /^[a-z]{4,}$/.test(t.text)) out.add(t.text);
  return [...out];
}

/**
 * Segments a query term into units that hit {@link segmentForIndex}'s lexemes (see the module comment): one unit per
 * CJK run (its bigrams, or the single character) and one per other word. Pass each unit to
 * `phraseto_tsquery('simple', unit)`; AND the units for a plain term, join them with ' ' for a quoted phrase.
 * Returns [] when the text has no letters or digits (e.g. only punctuation).
 * Example: "石墨烯 Graphene-oxide 肺" → ["石墨 墨烯", "graphene", "oxide", "肺"].
 */
export function segmentQuery(text: string): string[] {
  return tokens(text).map((t) => (t.cjk ? cjkBigrams(t.text).join(' ') : t.text));
}

/**
 * Surface terms of a query for highlighting (matches in <em>, docs/product/search.md#highlights-and-excerpts): CJK runs and words as typed
 * (NFKC, lower-cased, simplified), longest first so that a highlighter can prefer whole terms.
 */
export function highlightTerms(text: string): string[] {
  const set = new Set(tokens(text).map((t) => t.text));
  return [...set].sort((a, b) => b.length - a.length);
}

/** jieba words of a text (`cut`, with the academic dictionary): for display of segmented queries and tests. */
export function segmentWords(text: string): string[] {
  return getJieba()
    .cut(normalise(text), true)
    .filter((w) => w.trim() !== '');
}
