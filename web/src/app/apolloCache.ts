/**
 * Apollo cache configuration shared by server and client, so the extracted server cache restores identically.
 * Config objects without ids (header, footer, theme) are merged into their site instead of replaced.
 */
import { InMemoryCache } from '@apollo/client';

/** The portal's type policies (browser and server caches alike). */
export const typePolicies = {
  Site: { fields: { header: { merge: true }, footer: { merge: true }, theme: { merge: true } } },
  Publication: { fields: { latestIssue: { merge: true } } },
};

/** A fresh cache with the portal's type policies (the browser's; a server render's is apolloServer.ts's). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/** Id of the JSON data block holding the serialized cache (ssrDocument.ts writes it, apolloBrowser.ts reads it). */
export const APOLLO_STATE_KEY = '__APOLLO_STATE__';

/** Serializes cache state for a `<script>` data block: `<`, U+2028 and U+2029 are escaped so it cannot close the tag. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
