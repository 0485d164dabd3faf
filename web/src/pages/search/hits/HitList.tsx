/** The list of hits, each drawn by the view of its type; article hits have the citation basket's checkbox (issue 12). */
import { Box, chakra } from '@chakra-ui/react';
import { PickSlot } from '../../../components/basket/ListSlots.js';
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
        >
          {hit.type === 'ARTICLE' ? (
            <>
              <PickSlot list={HITS_LIST} article={hit} />
              <Box flex="1" minW="0">
                <Hit hit={hit} siteId={siteId} lang={lang} />
              </Box>
            </>
          ) : (
            <Hit hit={hit} siteId={siteId} lang={lang} />
          )}
        </Box>
      ))}
    </chakra.ol>
  );
}
