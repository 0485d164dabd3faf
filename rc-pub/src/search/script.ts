/**
 * Traditional and simplified Chinese as one script for search (docs/product/search.md, Traditional and simplified):
 * index text, queries, suggestions and highlights are folded to simplified characters, so 製備 finds 制备 and the
 * reverse.
 *
 * The conversion is OpenCC's (opencc-js, Taiwan and Hong Kong variants to mainland simplified, phrase-aware: 乾燥 →
 * 干燥 but 乾坤 stays). OpenCC expects traditional input: run over simplified text it would also rewrite characters
 * that both scripts use (显著 → 显着, because 著 → 着 outside the traditional phrase 顯著). So a run of Han characters
 * is converted only when it holds a character that simplified Chinese does not use, i.e. one outside GB 2312, the
 * simplified character set (6,763 hanzi), that OpenCC changes. Simplified text is left exactly as it is, and its cost
 * is one set lookup per character. Runs with kana are Japanese and left alone.
 *
 * A converted run keeps its number of code points (OpenCC maps characters and equal-length phrases; when a phrase
 * changes the length, the run is converted character by character instead), so a highlighter can map each folded
 * character back to the character the reader sees ({@link foldRun}).
 */
import * as OpenCC from 'opencc-js/t2cn';

/** A run of Han characters (with the iteration mark 々 and the ideographic zero 〇). */
const HAN_RUN = /[\p{Script=Han}々〇]+/gu;
/** Kana: a run next to kana is Japanese, which OpenCC must not touch. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

type Convert = (text: string) => string;

let phraseConverter: Convert | null = null;
let gb2312: Set<number> | null = null;
const charCache = new Map<number, string>();

/** OpenCC Taiwan-variant traditional → mainland simplified (phrases first), built once (~0.3 s). */
function converters(): { phrase: Convert; gb: Set<number> } {
  if (!phraseConverter) {
    const tw = OpenCC.Converter({ from: 'tw', to: 'cn' }) as Convert;
    const hk = OpenCC.Converter({ from: 'hk', to: 'cn' }) as Convert;
    phraseConverter = (text) => hk(tw(text));
  }
  gb2312 ??= gb2312Hanzi();
  return { phrase: phraseConverter, gb: gb2312 };
}

/** The hanzi of GB 2312 (rows 0xB0-0xF7 of the EUC-CN encoding), decoded with the platform's GBK decoder. */
function gb2312Hanzi(): Set<number> {
  const decoder = new TextDecoder('gb2312');
  const set = new Set<number>();
  const bytes = new Uint8Array(2);
  for (let hi = 0xb0; hi <= 0xf7; hi++) {
    for (let lo = 0xa1; lo <= 0xfe; lo++) {
      bytes[0] = hi;
      bytes[1] = lo;
      const ch = decoder.decode(bytes);
      const cp = ch.codePointAt(0)!;
      if (ch.length === 1 && cp !== 0xfffd) set.add(cp);
    }
  }
  return set;
}

/** One code point to simplified (OpenCC's character table, no phrases); cached. */
function charToSimplified(ch: string): string {
  const cp = ch.codePointAt(0)!;
  let out = charCache.get(cp);
  if (out === undefined) {
    const converted = Array.from(converters().phrase(ch));
    out = converted.length === 1 ? converted[0]! : ch;
    charCache.set(cp, out);
  }
  return out;
}

/** True when the run holds a Han character outside GB 2312 that OpenCC simplifies: the run is traditional. */
function isTraditionalRun(run: string, gb: Set<number>): boolean {
  for (const ch of run) {
    const cp = ch.codePointAt(0)!;
    if (!gb.has(cp) && charToSimplified(ch) !== ch) return true;
  }
  return false;
}

/**
 * A Han run folded to simplified, as an array of exactly as many code points as the run has (see the module comment):
 * the run itself when it is already simplified.
 */
export function foldRun(run: string): string[] {
  const chars = Array.from(run);
  const { phrase, gb } = converters();
  if (!isTraditionalRun(run, gb)) return chars;
  const converted = Array.from(phrase(run));
  return converted.length === chars.length ? converted : chars.map(charToSimplified);
}

/**
 * The code points of `text`, each traditional one replaced by its simplified character (runs folded as
 * {@link toSimplified} folds them): one entry per code point of `text`, for a highlighter mapping matches back.
 */
export function simplifiedCodePoints(text: string): string[] {
  const chars = Array.from(text);
  if (KANA.test(text)) return chars;
  const out: string[] = [];
  let at = 0; // code points of `text` consumed
  let unit = 0; // the same position in UTF-16 units
  for (const m of text.matchAll(HAN_RUN)) {
    const start = at + Array.from(text.slice(unit, m.index)).length;
    const run = foldRun(m[0]);
    out.push(...chars.slice(at, start), ...run);
    at = start + run.length;
    unit = m.index + m[0].length;
  }
  out.push(...chars.slice(at));
  return out;
}

/**
 * Text with its traditional Han runs folded to simplified (see the module comment); the same number of code points.
 * Text without Han characters, or in simplified, comes back unchanged.
 */
export function toSimplified(text: string): string {
  if (!text || KANA.test(text)) return text;
  return text.replace(HAN_RUN, (run) => foldRun(run).join(''));
}
