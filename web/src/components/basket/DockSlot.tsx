/**
 * The frame's place for the batch-citation button (BasketDock.tsx in the citation chunk, loaded after hydration): nothing is
 * rendered on the server, as the basket lives in the browser's local storage (docs/product/citation-and-harvest.md#citation-basket).
 */
import { citationKit } from './kitChunk.js';
import { useLoadedChunk } from './useLoadedChunk.js';

/** The button with its count, once loaded. */
export function DockSlot({ siteId }: { siteId: number | null }) {
  const mod = useLoadedChunk(citationKit);
  return mod ? <mod.BasketDock siteId={siteId} /> : null;
}
