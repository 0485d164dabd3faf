/**
 * Highlighted titles and excerpts (result pages: matches in <em>). Built in TypeScript over plain text, so the
 * output is safe HTML by construction: every character of the source is escaped, and the only markup is `<em>`
 * around matches. Matching is case-insensitive, full-width-insensitive (NFKC per character) and script-insensitive
 * (traditional Han runs folded to simplified, search/script.ts), as segment.ts folds: a reader who typed 製備 sees
 * 制备 highlighted, and the reverse.
 */
import { simplifiedCodePoints } from '../../search/script.js';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESC[c]!);
}

/** Folded text (NFKC, lower case, simplified) and, per folded UTF-16 unit, the index of the source unit it came from. */
function fold(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let i = 0;
  const chars = Array.from(text);
  const simple = simplifiedCodePoints(text);
  for (let c = 0; c < chars.length; c++) {
    const f = simple[c]!.normalize('NFKC').toLowerCase();
    folded += f;
    for (let k = 0; k < f.length; k++) from.push(i);
    i += chars[c]!.length;
  }
  return { folded, from };
}

/** Source ranges [start, end) of the matches of `terms` in `text`, non-overlapping, longest term first at a tie. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const wanted = [...new Set(terms.map((t) => fold(t).folded).filter((t) => t.trim()))].sort(
    (a, b) => b.length - a.length,
  );
  if (!wanted.length || !text) return [];
  const { folded, from } = fold(text);
  const taken = new Uint8Array(folded.length);
  const out: [number, number][] = [];
  for (const term of wanted) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      let free = true;
      for (let k = at; k < at + term.length; k++) if (taken[k]) free = false;
      if (!free) continue;
      taken.fill(1, at, at + term.length);
      const end = at + term.length < from.length ? from[at + term.length]! : text.length;
      out.push([from[at]!, end]);
    }
  }
  out.sort((a, b) => a[0] - b[0]);
  // merge touching ranges (e.g. two adjacent bigram matches)
  const merged: [number, number][] = [];
  for (const r of out) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** `text` as HTML with the matches of `terms` in <em>; everything else escaped. */
export function highlight(text: string, terms: readonly string[]): string {
  const ranges = matchRanges(text, terms);
  let html = '';
  let pos = 0;
  for (const [s, e] of ranges) {
    html += `${escapeHtml(text.slice(pos, s))}<em>${escapeHtml(text.slice(s, e))}</em>`;
    pos = e;
  }
  return html + escapeHtml(text.slice(pos));
}

/** Characters of an excerpt (about two lines of a result list). */
export const EXCERPT_CHARS = 200;

/**
 * An excerpt of about {@link EXCERPT_CHARS} characters of `text` around its first match (the start when nothing
 * matches), with "…" where it was cut, highlighted as {@link highlight}. Null for empty text.
 */
export function excerpt(text: string | null | undefined, terms: readonly string[]): string | null {
  const src = text?.replace(/\s+/g, ' ').trim();
  if (!src) return null;
  if (src.length <= EXCERPT_CHARS) return highlight(src, terms);
  const first = matchRanges(src, terms)[0];
  let start = first ? Math.max(0, first[0] - Math.floor(EXCERPT_CHARS / 4)) : 0;
  // do not cut a surrogate pair
  if (start > 0 && /[\uDC00-\uDFFF]/.test(src[start]!)) start--;
  let end = Math.min(src.length, start + EXCERPT_CHARS);
  if (end < src.length && /[\uDC00-\uDFFF]/.test(src[end]!)) end++;
  return `${start > 0 ? '…' : ''}${highlight(src.slice(start, end), terms)}${end < src.length ? '…' : ''}`;
}
