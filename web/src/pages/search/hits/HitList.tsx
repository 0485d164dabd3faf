/** The list of hits, each drawn by the view of its type. */
import { Box, chakra } from '@chakra-ui/react';
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
        >
          <Hit hit={hit} siteId={siteId} lang={lang} />
        </Box>
      ))}
    </chakra.ol>
  );
}
