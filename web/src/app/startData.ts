/**
 * The JSON data blocks that name the app's modules for the page's first script (web/src/start.ts), shared by the
 * build (web/build/headOrder.ts writes the template's block), the server render (app/preload.ts writes the page's)
 * and the starter that reads both. No imports: the starter's chunk must stay this file and start.ts alone.
 */

/** Id of the template's block: `{"entry": "/assets/index-….js", "preload": ["/assets/vendor-….js", …]}`. */
export const APP_MODULES_KEY = '__APP_MODULES__';

/** Id of the page's block: `["/assets/ArticlePage-….js", …]`, the chunks its server render used and their imports. */
export const PAGE_MODULES_KEY = '__PAGE_MODULES__';

/** The template's block as the build writes it. */
export interface AppModules {
  /** URL of the app's entry module (web/src/entry-client.tsx, built). */
  entry: string;
  /** URLs of the modules the entry imports statically. */
  preload: string[];
}
