/**
 * Where pages put the member widgets (issue 11; SPEC §6 favourites and albums), in the entry: a scope naming the
 * page's favouritable resources, and slots that keep the widgets' space from the server render on and show them once
 * the member chunk (kit.ts, loaded after hydration through kitChunk.ts) is there. Nothing member-specific is
 * rendered on the server, so a page's HTML is the same for visitors and members (the page cache shares it).
 */
import { Box } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLoadedChunk } from '../basket/useLoadedChunk.js';
import { memberKit } from './kitChunk.js';

/** A resource type the widgets keep (schema/member.graphql MemberResourceType, the ones pages show). */
export type ScopedType = 'ARTICLE' | 'FIGURE' | 'TABLE' | 'JOURNAL';

/** The page's resources by type: the ids whose favourite state is asked in one request (at most 100 per type). */
export type FavouriteScopeIds = Readonly<Record<ScopedType, readonly number[]>>;

/** No resources. */
export const EMPTY_SCOPE: FavouriteScopeIds = { ARTICLE: [], FIGURE: [], TABLE: [], JOURNAL: [] };

const ScopeContext = createContext<FavouriteScopeIds>(EMPTY_SCOPE);

/** The page's scope (the widgets ask the favourite state of all of it at once). */
export function useFavouriteScope(): FavouriteScopeIds {
  return useContext(ScopeContext);
}

/** Names the page's favouritable resources for the widgets below it; `ids` missing types count as none. */
export function FavouriteScope({ ids, children }: { ids: Partial<FavouriteScopeIds>; children: ReactNode }) {
  const key = JSON.stringify(ids);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids` (a new object on every render).
  const scope = useMemo<FavouriteScopeIds>(
    () => ({
      ARTICLE: [...new Set(ids.ARTICLE ?? [])].slice(0, 100),
      FIGURE: [...new Set(ids.FIGURE ?? [])].slice(0, 100),
      TABLE: [...new Set(ids.TABLE ?? [])].slice(0, 100),
      JOURNAL: [...new Set(ids.JOURNAL ?? [])].slice(0, 100),
    }),
    [key],
  );
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** One resource the widgets act on. */
export interface MemberResource {
  resourceType: ScopedType;
  resourceId: number;
}

/**
 * The favourite and add-to-album buttons of one resource (44 px high; albums take articles, figures and tables,
 * not journals). `siteId`: the site it is favourited on; `title`: names the resource in the buttons' labels.
 */
export function MemberButtonsSlot(props: MemberResource & { siteId: number | null; title: string }) {
  const mod = useLoadedChunk(memberKit);
  return (
    <Box minH="44px" display="flex" alignItems="center" data-testid="member-slot">
      {mod ? <mod.MemberButtons {...props} /> : null}
    </Box>
  );
}

/**
 * The buttons of each figure and table of the article body (and of the gallery shown without a body), placed into
 * their figures by the chunk once loaded; `bodyKey` changes when the body HTML is replaced (language version).
 */
export function FigureToolsSlot(props: {
  resources: readonly MemberResource[];
  siteId: number | null;
  articleId: number;
  bodyKey: string;
}) {
  const mod = useLoadedChunk(memberKit);
  return mod ? <mod.FigureTools key={props.bodyKey} {...props} /> : null;
}

/** Records the member's visit of the article page (history), after hydration; nothing for visitors. */
export function ArticleViewSlot(props: { articleId: number; siteId: number | null }) {
  const mod = useLoadedChunk(memberKit);
  return mod ? <mod.ArticleViewRecorder {...props} /> : null;
}
