/** Journal information block of a single site's home page (SPEC §3 publication basic info). */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../gql/index.js';
import type { JournalInfo_PublicationFragment } from '../../gql/graphql.js';
import { countsMessage, homeMessages } from './messages.js';

export const JournalInfo_publication = graphql(`
  fragment JournalInfo_publication on Publication {
    id
    title
    titleZh
    titleEn
    abbrev
    issn
    eissn
    cn
    publisher
    sponsor
    description
    coverUrl
    indexed
    articleCount
    issueCount
    demo
  }
`);

function Field({ label, value }: { label: MessageDescriptor; value: string | null | undefined }) {
  const intl = useIntl();
  if (!value) return null;
  return (
    <Text fontSize="sm">
      <Text as="span" color="gray.600">
        {intl.formatMessage(label)}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** Cover, titles (as published, both languages when they differ), identifiers and description. */
export function JournalInfo({ publication: p }: { publication: JournalInfo_PublicationFragment }) {
  const intl = useIntl();
  const other = p.title === p.titleZh ? p.titleEn : p.titleZh;
  return (
    <Box as="section" aria-labelledby="journal-info" borderWidth="1px" borderRadius="md" p="5">
      <Flex gap="5" align="flex-start" wrap="wrap">
        {p.coverUrl && <img src={p.coverUrl} alt={p.title} width={140} style={{ borderRadius: 4 }} />}
        <Stack gap="1" flex="1" minW="240px">
          <Heading as="h2" id="journal-info" size="lg" color="var(--theme-primary)">
            {p.title}
          </Heading>
          {other && other !== p.title && <Text color="gray.600">{other}</Text>}
          <Field label={homeMessages.issn} value={p.issn} />
          <Field label={homeMessages.eissn} value={p.eissn} />
          <Field label={homeMessages.cn} value={p.cn} />
          <Field label={homeMessages.publisher} value={p.publisher} />
          <Field label={homeMessages.sponsor} value={p.sponsor} />
          <Field label={homeMessages.indexed} value={p.indexed.join('; ')} />
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
