/**
 * Vite plugin (first paint): the built index.html's head asks for styles before scripts.
 * - The stylesheets Vite injects move to just before `<!--app-head-->`, ahead of Vite's entry script and
 *   modulepreload links (Vite appends all its tags at the end of the head). The render (entry-server.tsx) puts the
 *   page stylesheet right after them, then the route chunks' preloads.
 * - Vite's entry script and modulepreload links get `fetchpriority="low"` (preload.ts does the same for the route
 *   chunks). Chrome fetches module scripts and modulepreloads at high priority, in the same class as the stylesheets,
 *   so on a slow link a dozen script downloads shared the bandwidth with the document and its two stylesheets.
 *   The page paints once the HTML and stylesheets are in; its scripts only hydrate what is already on screen, so
 *   they can come second. Low priority does not mean late: the requests still start with the head, and a module
 *   script runs when the document is parsed and its imports are in, as before.
 */
import type { Plugin } from 'vite';

/** A `<link rel="stylesheet" ...>` tag as Vite writes it (one line, attributes in any order). */
const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;
/** Vite's `<script type="module" ...>` and `<link rel="modulepreload" ...>` opening tags. */
const SCRIPT_TAG = /<(script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")([^>]*)>/g;
/** Where the render inserts the title, page stylesheet and route preloads. */
const APP_HEAD = '<!--app-head-->';

/** The attribute preload.ts and this plugin put on script requests. */
export const LOW_PRIORITY = 'fetchpriority="low"';

/**
 * `html` with every stylesheet link moved to just before `<!--app-head-->` (document order kept) and every module
 * script and modulepreload tag marked {@link LOW_PRIORITY}.
 * @throws when the template has no `<!--app-head-->` marker (the render could not fill it either)
 */
export function orderHead(html: string): string {
  if (!html.includes(APP_HEAD)) throw new Error(`headOrder: index.html has no ${APP_HEAD} marker`);
  const low = html.replace(SCRIPT_TAG, (tag, open: string, rest: string) =>
    tag.includes('fetchpriority=') ? tag : `<${open} ${LOW_PRIORITY}${rest}>`,
  );
  const links = low.match(STYLESHEET) ?? [];
  if (links.length === 0) return low;
  const withoutLinks = low.replace(STYLESHEET, '');
  const at = withoutLinks.indexOf(APP_HEAD);
  const indent = /[ \t]*$/.exec(withoutLinks.slice(0, at))?.[0] ?? '';
  const moved = links.map((l) => `${l.trim()}\n${indent}`).join('');
  return withoutLinks.slice(0, at) + moved + withoutLinks.slice(at);
}

/** The plugin: runs after Vite injected its tags (`order: 'post'`), builds only. */
export function headOrder(): Plugin {
  return {
    name: 'rc-head-order',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => orderHead(html) },
  };
}
