/**
 * The emotion cache Chakra UI renders its per-component styles with (server and browser alike). Without stylis'
 * vendor prefixer (`display:-webkit-box;display:-webkit-flex;...`): every browser the portal supports reads the
 * standard properties, and the prefixes were about a third of each page's inline CSS (issue 7). On the server the
 * style tags carry the request's CSP nonce (SsrRequest.nonce; harmless under `style-src 'unsafe-inline'`).
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** A fresh cache; `nonce` goes on the `<style>` tags it emits. Class names are the same as emotion's default cache. */
export function createEmotionCache(nonce?: string): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [], ...(nonce ? { nonce } : {}) });
}
