/** Journal information block of a single site's home page (docs/product/content.md#publication-basic-info). */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql/index.js';
import type { JournalInfo_PublicationFragment } from '../../gql/graphql.js';
import { JournalField, JournalIdentity } from '../../components/content/JournalIdentity.js';
import { countsMessage, homeMessages } from './messages.js';

export const JournalInfo_publication = graphql(`
  fragment JournalInfo_publication on Publication {
    ...JournalIdentity_publication
    abbrev
    description
    coverUrl
    indexed
    articleCount
    issueCount
  }
`);

/** Cover, titles (as published, both languages when they differ), identifiers, indexes, counts and description. */
export function JournalInfo({ publication: p }: { publication: JournalInfo_PublicationFragment }) {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="journal-info" borderWidth="1px" borderRadius="md" p="5">
      <Flex gap="5" align="flex-start" wrap="wrap">
        {p.coverUrl && <img src={p.coverUrl} alt={p.title} width={140} style={{ borderRadius: 4 }} />}
        <Stack gap="1" flex="1" minW="240px">
          <JournalIdentity
            publication={p}
            heading={{ as: 'h2', id: 'journal-info', size: 'lg', color: 'var(--theme-primary)' }}
          />
          <JournalField label={homeMessages.indexed} value={p.indexed.join('; ')} />
          <Text fontSize="sm" color="gray.600">
            {intl.formatMessage(countsMessage, { issues: p.issueCount, articles: p.articleCount })}
          </Text>
        </Stack>
      </Flex>
      {p.description && (
        <Text mt="4" fontSize="sm" lineHeight="tall">
          {p.description}
        </Text>
      )}
    </Box>
  );
}
