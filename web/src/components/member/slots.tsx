/**
 * Where pages put the member widgets (favourites and albums, docs/product/members.md#member-widgets-on-reading-pages): slots that keep the widgets' space
 * from the server render on and show them once the member chunk (kit.ts, loaded after hydration through
 * kitChunk.ts) is there. Nothing member-specific is rendered on the server, so a page's HTML is the same for visitors
 * and members (the page cache shares it). Kept small: article pages load this before hydrating (budget).
 */
import { Box } from '@chakra-ui/react';
import { useLoadedChunk } from '../basket/useLoadedChunk.js';
import { memberKit } from './kitChunk.js';
import type { FavouriteScopeIds, MemberArticle, MemberResource } from './types.js';

/**
 * The favourite and add-to-album buttons of one resource (44 px high; albums take articles, figures and tables,
 * not journals). `scope`: every resource of the page (asked at once); `siteId`: the site it is favourited on;
 * `title`: names the resource in the buttons' labels.
 */
export function MemberButtonsSlot(
  props: MemberResource & { scope: FavouriteScopeIds; siteId: number | null; title: string },
) {
  const mod = useLoadedChunk(memberKit);
  return (
    <Box minH="44px" display="flex" alignItems="center" data-testid="member-slot">
      {mod ? <mod.MemberButtons {...props} /> : null}
    </Box>
  );
}

/**
 * The article page's widgets: its buttons here, the buttons of each figure and table placed into the body by the
 * chunk, and the member's history entry.
 */
export function ArticleMemberSlot(props: { article: MemberArticle; siteId: number | null }) {
  const mod = useLoadedChunk(memberKit);
  // the article's buttons and its alert buttons keep the same 8 px apart as the buttons within each group
  return (
    <Box minH="44px" display="flex" alignItems="center" flexWrap="wrap" gap="2" data-testid="member-slot">
      {mod ? <mod.ArticleMember {...props} /> : null}
    </Box>
  );
}
