/** A journal result (/searchPublication): title, ISSN/eISSN and CN; links to the journal's site when it has one. */
import { Box, Flex, Text } from '@chakra-ui/react';
import type { Lang } from '../../../app/lang.js';
import type { SearchHit_HitFragment } from '../../../gql/graphql.js';
import { Highlighted } from './Highlighted.js';

/** One journal hit. */
export function JournalHit({ hit, lang }: { hit: SearchHit_HitFragment; lang: Lang }) {
  const p = hit.publication;
  const title = <Highlighted html={hit.highlightTitle} text={hit.title} />;
  return (
    <Box>
      <Box fontSize="lg" fontWeight="semibold" color="var(--theme-primary)">
        {p?.siteSld ? <a href={`/homeNav/${p.siteSld}/${lang}`}>{title}</a> : title}
      </Box>
      <Flex fontSize="sm" color="gray.600" gap="4" wrap="wrap">
        {p?.issn && <Text as="span">ISSN {p.issn}</Text>}
        {p?.eissn && <Text as="span">eISSN {p.eissn}</Text>}
        {p?.cn && <Text as="span">CN {p.cn}</Text>}
      </Flex>
    </Box>
  );
}
