/**
 * Content-Security-Policy nonces for server-rendered pages (issue 7, defect 5). A page is rendered, and may be cached,
 * with {@link NONCE_PLACEHOLDER} on its inline `<script>`/`<style>` tags; every response swaps the placeholder for
 * that response's own nonce (the one in its Content-Security-Policy header), so cached pages never share a nonce with
 * the gateway's answers.
 */

/** Token the SSR render puts where a nonce belongs; never a valid nonce itself (base64 has no underscores in it). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * `html` with every {@link NONCE_PLACEHOLDER} replaced by `nonce` (split/join: no `$` patterns, unlike String.replace).
 * @param nonce base64 nonce of this response.
 */
export function withNonce(html: string, nonce: string): string {
  return html.split(NONCE_PLACEHOLDER).join(nonce);
}
