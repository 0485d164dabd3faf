/**
 * The emotion cache Chakra UI renders its per-component styles with. Without stylis' vendor prefixer
 * (`display:-webkit-box;display:-webkit-flex;...`): every browser the portal supports reads the standard properties.
 *
 * No inline CSS in the HTML of a long article: on the server the cache runs in emotion's compat mode, so
 * emotion emits no `<style>` tags into the page; the rules it inserts are collected per render
 * ({@link createServerEmotionCache}) and handed to the gateway (SsrResponse.pageCss), which serves them as one
 * content-addressed stylesheet linked in the head. The browser marks those rules' ids as inserted before hydrating
 * ({@link markServerInserted}), so emotion does not insert them again.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import type { PageCss } from '../ssr-contract.js';

/**
 * One array for every cache: the server memoizes compiled rules per plugins array (a WeakMap keyed by it), so a shared
 * array lets renders reuse each other's compiled rules instead of compiling them again per request.
 */
const NO_PLUGINS: StylisPlugin[] = [];

/** The browser's cache (class names are the same as emotion's default cache). */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: NO_PLUGINS });
}

/** A server render's cache and what it collected. */
export interface ServerEmotionCache {
  cache: EmotionCache;
  /** The rules inserted so far, in insertion order (the cascade order emotion would have given them), and their ids. */
  collected(): PageCss;
}

/**
 * A cache for one server render: compat mode (emotion keeps each rule in `cache.inserted[name]` and renders no
 * `<style>` element, as @emotion/server's extraction expects), with the order of insertion recorded so the sheet keeps
 * emotion's cascade order. Every pass of a render (prerenderStatic's discovery pass too) shares it.
 */
export function createServerEmotionCache(): ServerEmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: NO_PLUGINS });
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const fresh = cache.inserted[serialized.name] === undefined;
    const out = insert(selector, serialized, sheet, shouldCache);
    if (fresh && typeof cache.inserted[serialized.name] === 'string') order.push(serialized.name);
    return out;
  };
  return {
    cache,
    collected() {
      let css = '';
      for (const name of order) css += cache.inserted[name] as string;
      // A <Global> style's name joins several names with spaces; the browser re-inserts globals anyway.
      return { css, ids: order.filter((name) => !/\s/.test(name)) };
    },
  };
}

/**
 * The attribute of the page stylesheet's `<link>` that lists the emotion ids in it, space-separated (the gateway
 * writes it from SsrResponse.pageCss.ids).
 */
export const PAGE_CSS_IDS_ATTRIBUTE = 'data-emotion-ids';

/**
 * Marks the ids of the server's page stylesheet as inserted in the browser's `cache` (what emotion does itself for
 * server-rendered `<style data-emotion>` tags), so hydration neither re-inserts nor re-orders those rules. Call it
 * before hydrating. Ids of the inline fallback `<style>` (gateway could not store the sheet) are read the same way.
 */
export function markServerInserted(cache: EmotionCache, doc: Document): void {
  for (const el of doc.querySelectorAll(`[${PAGE_CSS_IDS_ATTRIBUTE}]`)) {
    for (const id of (el.getAttribute(PAGE_CSS_IDS_ATTRIBUTE) ?? '').split(' ')) if (id) cache.inserted[id] = true;
  }
}
