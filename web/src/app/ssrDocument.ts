/**
 * Fills the built index.html for one server render: `<html lang>`, the head (title, preload links, the
 * Apollo state as a JSON data block) and the page HTML. Values are inserted by position, never through
 * String.replace with a replacement string, so `$'`, `` $` ``, `$&` or `$$` in a URL or in content stay literal.
 */
import { APOLLO_STATE_KEY, serializeState } from './apolloCache.js';
import { htmlLang, type Lang } from './lang.js';

/** Escapes text for HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `source` with the first `marker` replaced by `value` literally (unchanged when the marker is absent). */
export function replaceLiteral(source: string, marker: string | RegExp, value: string): string {
  if (typeof marker === 'string') {
    const at = source.indexOf(marker);
    return at < 0 ? source : source.slice(0, at) + value + source.slice(at + marker.length);
  }
  const found = marker.exec(source);
  return found ? source.slice(0, found.index) + value + source.slice(found.index + found[0].length) : source;
}

/**
 * The data block that hands the Apollo cache to the browser entry (apolloBrowser.ts reads it by id). A
 * `type="application/json"` script is data, never run, so the page's Content-Security-Policy needs no nonce for it
 * and a cached page stays the same bytes for every reader.
 */
export function stateScript(state: unknown): string {
  return `<script type="application/json" id="${APOLLO_STATE_KEY}">${serializeState(state)}</script>`;
}

/** The parts a render contributes to the template. */
export interface DocumentParts {
  lang: Lang;
  /** Already-escaped head HTML (title, links, scripts). */
  head: string;
  /** The rendered app HTML. */
  body: string;
}

/** The template with `<html lang>`, `<!--app-head-->` and `<!--app-html-->` filled literally. */
export function fillTemplate(template: string, parts: DocumentParts): string {
  let html = replaceLiteral(template, /<html[^>]*>/, `<html lang="${htmlLang(parts.lang)}">`);
  html = replaceLiteral(html, '<!--app-head-->', parts.head);
  return replaceLiteral(html, '<!--app-html-->', parts.body);
}
