/**
 * The citation tools' chunk (kit.ts). The browser loads it after hydration for the basket button and the list
 * controls (useLoadedChunk.ts), or while hydrating an article page, whose citation box the server rendered: the server
 * loads it before every render (entry-server.tsx), like the frame's split parts (components/frame/frameChunks.ts).
 */
import { moduleRef } from '../../app/moduleRef.js';

/** kit.ts as a split module. */
export const citationKit = moduleRef(() => import('./kit.js'), 'citationKit');

/** Loads the citation chunk (server, before a render). */
export function preloadCitationKit(): Promise<unknown> {
  return citationKit.load();
}
