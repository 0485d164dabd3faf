/**
 * Where list pages put the basket controls (ListSelect.tsx in the citation chunk, loaded after hydration): each slot keeps the
 * control's space from the server render on (no layout shift) and shows the control once its chunk is there.
 */
import { Box } from '@chakra-ui/react';
import { citationKit } from './kitChunk.js';
import type { ListArticle } from './ListSelect.js';
import { useLoadedChunk } from './useLoadedChunk.js';

/** The basket checkbox of one article of the list named `list` (44 × 44 px). */
export function PickSlot({ list, article }: { list: string; article: ListArticle }) {
  const mod = useLoadedChunk(citationKit);
  // The slot element stays from the server render on; the control fills it (no node replaced at hydration).
  return (
    <Box w="44px" h="44px" flexShrink="0">
      {mod ? <mod.PickBox list={list} article={article} /> : null}
    </Box>
  );
}

/**
 * The list's bar ('Select all on this page', 'Add to citation basket (n)'): one row, 44 px high at every width in
 * both languages (ListSelect.tsx shortens the label on phones), so the slot reserves exactly that and the list below
 * does not move when the bar arrives.
 */
export function ListBarSlot(props: { list: string; articles: readonly ListArticle[]; siteId: number | null }) {
  const mod = useLoadedChunk(citationKit);
  return (
    <Box h="44px" data-testid="basket-list-slot">
      {mod ? <mod.ListBar {...props} /> : null}
    </Box>
  );
}
