/**
 * Vite plugin (first paint): the built index.html asks for the document's styles first and the app's scripts only
 * after the first paint.
 * - The stylesheets Vite injects move to just before `<!--app-head-->` (Vite appends all its tags at the end of the
 *   head). The render (entry-server.tsx) puts the page stylesheet right after them.
 * - Vite's entry script and modulepreload links are replaced by a JSON data block naming them
 *   (app/startData.ts `APP_MODULES_KEY`) and the starter module (src/start.ts, a build input of its own), which asks
 *   for them once the browser has painted the server HTML. Before, a dozen script downloads (low priority, but
 *   started with the head) shared a slow link with the document, its stylesheets and the first screen's pictures,
 *   and a phone with the scripts cached ran them before its first paint; the page only needs them to hydrate what is
 *   already on screen. The render's route chunks go the same way (app/preload.ts).
 */
import type { Plugin } from 'vite';
import { APP_MODULES_KEY, type AppModules } from '../src/app/startData.js';

/** A `<link rel="stylesheet" ...>` tag as Vite writes it (one line, attributes in any order). */
const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;
/** Vite's entry `<script type="module" ... src="…"></script>`. */
const ENTRY_SCRIPT = /[ \t]*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/g;
/** Vite's `<link rel="modulepreload" ... href="…">` tags. */
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;
/** Where the render inserts the title, page stylesheet and route preloads. */
const APP_HEAD = '<!--app-head-->';

/** The attribute the starter's script tag carries (and the starter gives the links it adds). */
const LOW_PRIORITY = 'fetchpriority="low"';

/**
 * `html` with every stylesheet link moved to just before `<!--app-head-->` (document order kept), and Vite's entry
 * script and modulepreload links replaced, after `<!--app-head-->`, by the `APP_MODULES_KEY` data block and the
 * starter script `startSrc`. Idempotent: a template already rewritten is returned as it is.
 * @throws when the template has no `<!--app-head-->` marker (the render could not fill it either), or has no entry
 *   script to hand to the starter
 */
export function orderHead(html: string, startSrc: string): string {
  if (!html.includes(APP_HEAD)) throw new Error(`headOrder: index.html has no ${APP_HEAD} marker`);
  if (html.includes(APP_MODULES_KEY)) return html;
  const entries: string[] = [];
  const preload: string[] = [];
  let rest = html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  if (entries.length !== 1) throw new Error(`headOrder: index.html has ${entries.length} entry scripts, not one`);
  const links = rest.match(STYLESHEET) ?? [];
  rest = rest.replace(STYLESHEET, '');
  const at = rest.indexOf(APP_HEAD);
  const indent = /[ \t]*$/.exec(rest.slice(0, at))?.[0] ?? '';
  const modules: AppModules = { entry: entries[0]!, preload };
  const after = [
    `<script type="application/json" id="${APP_MODULES_KEY}">${JSON.stringify(modules)}</script>`,
    `<script type="module" ${LOW_PRIORITY} crossorigin src="${startSrc}"></script>`,
  ];
  return (
    rest.slice(0, at) +
    links.map((l) => `${l.trim()}\n${indent}`).join('') +
    APP_HEAD +
    after.map((t) => `\n${indent}${t}`).join('') +
    rest.slice(at + APP_HEAD.length)
  );
}

/** The plugin: runs after Vite injected its tags (`order: 'post'`), client builds only; `start` is the starter's input name. */
export function headOrder(): Plugin {
  return {
    name: 'rc-head-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const start = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'start',
        );
        if (!start) throw new Error('headOrder: the build has no src/start.ts entry (web/vite.config.ts inputs)');
        return orderHead(html, `/${start.fileName}`);
      },
    },
  };
}
