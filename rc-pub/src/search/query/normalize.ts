/**
 * Keyword normalisation before lexing: full-width forms to ASCII (NFKC: （）：＂ＡＢＣ１２３ and the ideographic space),
 * Chinese and typographic quotes (“ ” 「 」 『 』 „ ‟ ＂) to `"`, control characters (NUL included) to spaces. Each output
 * character remembers the 1-based position of the character typed, so syntax errors point at what the user sees.
 */

const QUOTES = new Set(['\u201C', '\u201D', '\u201E', '\u201F', '\u300C', '\u300D', '\u300E', '\u300F', '\uFF02']);

/** Normalised text and, per UTF-16 unit of `text`, the 1-based code point position in the input. */
export interface Normalized {
  text: string;
  pos: number[];
}

/** Normalises `input` (see the module comment). Never throws. */
export function normalizeKeyword(input: string): Normalized {
  let text = '';
  const pos: number[] = [];
  let n = 0;
  for (const ch of input) {
    n++;
    let out: string;
    const cp = ch.codePointAt(0)!;
    if (QUOTES.has(ch)) out = '"';
    else if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0xfeff) out = ' ';
    else if (cp >= 0xd800 && cp <= 0xdfff)
      out = ' '; // lone surrogate
    else out = ch.normalize('NFKC');
    text += out;
    for (let i = 0; i < out.length; i++) pos.push(n);
  }
  return { text, pos };
}
