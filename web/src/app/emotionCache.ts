/**
 * The emotion cache Chakra UI renders its per-component styles with (server and browser alike). Without stylis'
 * vendor prefixer (`display:-webkit-box;display:-webkit-flex;...`): every browser the portal supports reads the
 * standard properties, and the prefixes were about a third of each page's inline CSS (issue 7). No nonce: the page
 * policy's style-src allows inline styles, and pages carry no per-response token.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** A fresh cache. Class names are the same as emotion's default cache. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
