/**
 * Lexer of the search query language (grammar in ./parser.ts). Input is the normalised keyword (./normalize.ts).
 *
 * Tokens: WORD (a run of characters other than separators, parentheses and quotes), PHRASE ("…"), LPAREN, RPAREN,
 * the operators AND, OR, NOT (exactly these uppercase words; `and`/`or`/`not` are ordinary words, docs/product/search.md#query-language) and FIELD
 * (`title:` …, a known field prefix followed by a colon, ./fields.ts). Separators are whitespace and , ; 、 。.
 * A DOI (`10.NNNN/…`) is one WORD up to the next separator, so its parentheses and colons stay part of it.
 */
import type { SearchField } from '../../contract/search.js';
import { SearchInputError } from './errors.js';
import { fieldOfPrefix } from './fields.js';
import type { Normalized } from './normalize.js';

/** A token with the 1-based position (in the keyword as typed) of its first character. */
export type Token =
  | { t: 'word'; text: string; pos: number }
  | { t: 'phrase'; text: string; pos: number }
  | { t: 'field'; field: SearchField; name: string; pos: number }
  | { t: 'lparen' | 'rparen' | 'eof'; pos: number }
  | { t: 'and' | 'or' | 'not'; pos: number; op: 'AND' | 'OR' | 'NOT' };

const SEPARATOR = /[\s,;、。]/u;
const DOI_START = /^10\.\d{4,9}\//;

function isBreak(ch: string): boolean {
  return SEPARATOR.test(ch) || ch === '(' || ch === ')' || ch === '"';
}

/** Length of a DOI starting at `i` (to the next separator; a final unmatched `)` is left out), or 0. */
function doiLength(s: string, i: number): number {
  if (!DOI_START.test(s.slice(i, i + 20))) return 0;
  let j = i;
  let depth = 0;
  let end = i;
  while (j < s.length && !SEPARATOR.test(s[j]!) && s[j] !== '"') {
    if (s[j] === '(') depth++;
    else if (s[j] === ')') {
      if (depth === 0) break;
      depth--;
    }
    j++;
    end = j;
  }
  return end - i;
}

/**
 * Splits the normalised keyword into tokens, ending with EOF.
 * @throws SearchInputError unclosedQuote | emptyQuote
 */
export function lex(input: Normalized): Token[] {
  const s = input.text;
  const at = (i: number): number => input.pos[i] ?? (input.pos.at(-1) ?? 0) + 1;
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (SEPARATOR.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      out.push({ t: ch === '(' ? 'lparen' : 'rparen', pos: at(i) });
      i++;
    } else if (ch === '"') {
      const close = s.indexOf('"', i + 1);
      if (close < 0) throw new SearchInputError('unclosedQuote', { pos: at(i) });
      const text = s
        .slice(i + 1, close)
        .replace(/[\s,;、。]+/gu, ' ')
        .trim();
      if (!text) throw new SearchInputError('emptyQuote', { pos: at(i) });
      out.push({ t: 'phrase', text, pos: at(i) });
      i = close + 1;
    } else {
      const doi = doiLength(s, i);
      let j = i + doi;
      if (!doi) while (j < s.length && !isBreak(s[j]!)) j++;
      const run = s.slice(i, j);
      const colon = doi ? -1 : run.indexOf(':');
      const field = colon > 0 ? fieldOfPrefix(run.slice(0, colon)) : undefined;
      if (field) {
        out.push({ t: 'field', field, name: run.slice(0, colon), pos: at(i) });
        i += colon + 1;
        continue;
      }
      if (run === 'AND' || run === 'OR' || run === 'NOT') {
        out.push({ t: run === 'AND' ? 'and' : run === 'OR' ? 'or' : 'not', op: run, pos: at(i) });
      } else {
        out.push({ t: 'word', text: run, pos: at(i) });
      }
      i = j;
    }
  }
  out.push({ t: 'eof', pos: at(s.length) });
  return out;
}
