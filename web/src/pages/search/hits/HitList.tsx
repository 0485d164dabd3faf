/**
 * The list of hits, each drawn by the view of its type; article hits have the citation basket's checkbox;
 * article, figure, table and journal hits have the member's favourite and add-to-album buttons, whose state
 * is asked for the whole page at once (components/member/scope.tsx).
 */
import { Box, chakra } from '@chakra-ui/react';
import { PickSlot } from '../../../components/basket/ListSlots.js';
import { MemberButtonsSlot } from '../../../components/member/slots.js';
import type { FavouriteScopeIds, ScopedType } from '../../../components/member/types.js';
import type { Lang } from '../../../app/lang.js';
import type { SearchHit_HitFragment } from '../../../gql/graphql.js';
import { ArticleHit } from './ArticleHit.js';
import { JournalHit } from './JournalHit.js';
import { ResourceHit } from './ResourceHit.js';
import { SimpleHit } from './SimpleHit.js';

function Hit({ hit, siteId, lang }: { hit: SearchHit_HitFragment; siteId: number; lang: Lang }) {
  switch (hit.type) {
    case 'ARTICLE':
      return <ArticleHit hit={hit} siteId={siteId} lang={lang} />;
    case 'PUBLICATION':
      return <JournalHit hit={hit} lang={lang} />;
    case 'FIGURE':
    case 'TABLE':
      return <ResourceHit hit={hit} siteId={siteId} lang={lang} />;
    default:
      return <SimpleHit hit={hit} siteId={siteId} lang={lang} />;
  }
}

/** What a hit is for the member widgets (type and id), or null for hits they do not keep (news, media). */
function memberResource(hit: SearchHit_HitFragment): { resourceType: ScopedType; resourceId: number } | null {
  switch (hit.type) {
    case 'ARTICLE':
    case 'FIGURE':
    case 'TABLE':
      return { resourceType: hit.type, resourceId: hit.id };
    case 'PUBLICATION':
      return { resourceType: 'JOURNAL', resourceId: hit.publication?.id ?? hit.id };
    default:
      return null;
  }
}

/** A hit's member buttons, when it has any. */
function HitMember({ hit, siteId, scope }: { hit: SearchHit_HitFragment; siteId: number; scope: FavouriteScopeIds }) {
  const resource = memberResource(hit);
  if (!resource) return null;
  return <MemberButtonsSlot {...resource} scope={scope} siteId={siteId} title={hit.label ?? hit.title} />;
}

/** The basket selection's name for a page of search results (components/basket/selection.ts). */
export const HITS_LIST = 'search';

/** Hits in order, numbered from the page's first result. */
export function HitList({
  hits,
  siteId,
  lang,
  start,
}: {
  hits: readonly SearchHit_HitFragment[];
  siteId: number;
  lang: Lang;
  start: number;
}) {
  const ids: Record<ScopedType, number[]> = { ARTICLE: [], FIGURE: [], TABLE: [], JOURNAL: [] };
  for (const hit of hits) {
    const r = memberResource(hit);
    if (r) ids[r.resourceType].push(r.resourceId);
  }
  return (
    <chakra.ol start={start} listStyleType="none" p="0" m="0" data-testid="search-hits">
      {hits.map((hit) => (
        <Box
          as="li"
          key={`${hit.type}-${hit.id}`}
          py="4"
          borderBottom="1px solid"
          borderColor="gray.200"
          data-hit-type={hit.type}
          display={hit.type === 'ARTICLE' ? 'flex' : undefined}
          gap="1"
          // phones: a hit out of view is neither styled nor laid out until the reader scrolls near it (its height a
          // guess until then); Chinese text is costly to lay out, and twenty hits were a quarter of each full
          // layout of the page. From `md` every hit is laid out (full-page captures show them all).
          contentVisibility={{ base: 'auto', md: 'visible' }}
          containIntrinsicSize="auto 200px"
        >
          {hit.type === 'ARTICLE' ? (
            <>
              <PickSlot list={HITS_LIST} article={hit} />
              <Box flex="1" minW="0">
                <Hit hit={hit} siteId={siteId} lang={lang} />
                <HitMember hit={hit} siteId={siteId} scope={ids} />
              </Box>
            </>
          ) : (
            <>
              <Hit hit={hit} siteId={siteId} lang={lang} />
              <HitMember hit={hit} siteId={siteId} scope={ids} />
            </>
          )}
        </Box>
      ))}
    </chakra.ol>
  );
}
