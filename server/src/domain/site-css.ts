/**
 * Site CSS (the header's configData.cssContent and the footer's cssContent, docs/product/sites-and-frame.md#footer): the operator's stylesheet made safe
 * to write into a `<style>` element of every page of the site. The CSS applies page-wide (the
 * header's and the footer's are simply two sheets of the page, written in that order after the page's own styles;
 * operators target what they mean with their selectors). What is changed, and why:
 * - more than {@link SITE_CSS_MAX_CHARS} characters: the whole sheet is dropped (null), not cut in the middle of a rule;
 * - backslashes are removed: CSS escapes could spell `url(` or `@import` past the checks below;
 * - `<` before a letter, `/` or `!` becomes the CSS escape `\3c ` so nothing can close the style element (`</style`) or
 *   open markup or a comment (`<!--`); `-->` loses its `>`;
 * - no remote loads: `@import` rules are renamed to an unknown at-rule (`@blocked-import`, which CSS ignores), and
 *   `url(…)` is kept only for a site path (`/…`, not `//…`) or a `data:image/` URL, else replaced by `none`;
 *   `image-set(`, `src(` (strings as URLs), `expression(`, `behavior:` and `-moz-binding` are disabled likewise;
 * - NUL and other control characters except tab and newlines are removed.
 * An empty or whitespace-only result is null.
 */

/** Longest sheet kept, in characters (16 KB of CSS is far more than a header or footer needs). */
export const SITE_CSS_MAX_CHARS = 16_384;

/** `s` without C0 control characters except tab, LF and CR, and without DEL. */
function withoutControls(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if ((c >= 0x20 && c !== 0x7f) || c === 0x09 || c === 0x0a || c === 0x0d) out += ch;
  }
  return out;
}
const URL_CALL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
const SAFE_URL = /^(?:\/(?!\/)[^\s]*|data:image\/[a-z0-9.+-]+[;,][^\s]*)$/i;

/** The sheet made safe (module docs), or null when there is none or it is too long. */
export function sanitizeSiteCss(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > SITE_CSS_MAX_CHARS) return null;
  const css = withoutControls(raw)
    .replace(/\\/g, '')
    .replace(/<(?=[a-z/!?])/gi, '\\3c ')
    .replace(/-->/g, '--')
    .replace(/@import\b/gi, '@blocked-import')
    .replace(URL_CALL, (_m, _q: string, target: string) =>
      SAFE_URL.test(target.trim()) ? `url("${target.trim()}")` : 'none',
    )
    // an unclosed or odd url( that the pattern above did not take is disabled too
    .replace(/url\((?!")/gi, 'blocked(')
    .replace(/(-webkit-)?image-set\(/gi, 'blocked(')
    .replace(/\bsrc\(/gi, 'blocked(')
    .replace(/expression\(/gi, 'blocked(')
    .replace(/behavior\s*:/gi, 'blocked:')
    .replace(/-moz-binding/gi, 'blocked');
  return css.trim() ? css.trim() : null;
}
