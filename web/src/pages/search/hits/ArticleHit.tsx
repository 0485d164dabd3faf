/**
 * An article result: highlighted title with its version label (docs/product/content.md#version-label: 'Accept' / 'Corrected Proof', 录用 / 校对
 * priority, as on the tables of contents), authors, journal, year, DOI and the snippet (/article).
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Lang } from '../../../app/lang.js';
import type { SearchHit_HitFragment } from '../../../gql/graphql.js';
import { articleHref } from '../../../components/content/hrefs.js';
import { Label } from '../../../components/content/Label.js';
import { resultMessages } from '../resultMessages.js';
import { Highlighted, highlightCss } from './Highlighted.js';

/** One article hit. */
export function ArticleHit({ hit, siteId, lang }: { hit: SearchHit_HitFragment; siteId: number; lang: Lang }) {
  const intl = useIntl();
  return (
    <Box>
      <Box asChild fontSize="lg" fontWeight="semibold" color="var(--theme-primary)">
        <a href={articleHref(siteId, hit.id, lang)} lang={hit.article?.titleLanguage}>
          <Highlighted html={hit.highlightTitle} text={hit.title} />
        </a>
      </Box>
      {hit.article?.versionLabel && (
        <>
          {' '}
          <Label tone="green" data-testid="version-label">
            {hit.article.versionLabel}
          </Label>
        </>
      )}
      {hit.authors.length > 0 && (
        <Text fontSize="sm" color="gray.700" aria-label={intl.formatMessage(resultMessages.authors)}>
          {hit.authors.join(', ')}
        </Text>
      )}
      <Flex fontSize="sm" color="gray.600" gap="3" wrap="wrap">
        {hit.publication && <Text as="span">{hit.publication.title}</Text>}
        {hit.year !== null && hit.year !== undefined && <Text as="span">{hit.year}</Text>}
        {hit.column && <Text as="span">{hit.column}</Text>}
        {hit.publicationType === 1 && <Text as="span">{intl.formatMessage(resultMessages.onlineFirst)}</Text>}
        {hit.openAccess && <Text as="span">{intl.formatMessage(resultMessages.openAccess)}</Text>}
        {hit.doi && hit.doiUrl && (
          <a href={hit.doiUrl} target="_blank" rel="noopener noreferrer">
            DOI: {hit.doi}
          </a>
        )}
      </Flex>
      {hit.snippet && (
        <Text
          fontSize="sm"
          color="gray.800"
          mt="1"
          css={highlightCss}
          dangerouslySetInnerHTML={{ __html: hit.snippet }}
        />
      )}
    </Box>
  );
}
