/** Journal header of the issue pages (SPEC §2 /newAcademic): title, ISSN/eISSN, CN, publisher and sponsor. */
import { Box, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { JournalHeader_PublicationFragment } from '../../../gql/graphql.js';
import { DemoBadge } from '../common/DemoBadge.js';
import { journalMessages } from './messages.js';

export const JournalHeader_publication = graphql(`
  fragment JournalHeader_publication on Publication {
    id
    title
    titleZh
    titleEn
    issn
    eissn
    cn
    publisher
    sponsor
    coverUrl
    demo
  }
`);

function Field({ label, value }: { label: MessageDescriptor; value: string | null | undefined }) {
  const intl = useIntl();
  if (!value) return null;
  return (
    <Text as="span" fontSize="sm" mr="5" display="inline-block">
      <Text as="span" color="gray.600">
        {intl.formatMessage(label)}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** The journal's identity block; the other-language title is shown under the main one when it differs. */
export function JournalHeader({ publication: p }: { publication: JournalHeader_PublicationFragment }) {
  const other = p.title === p.titleZh ? p.titleEn : p.titleZh;
  return (
    <Flex
      as="header"
      gap="5"
      align="flex-start"
      borderBottom="2px solid var(--theme-bottom-line)"
      pb="4"
      mb="6"
      data-testid="journal-header"
    >
      {p.coverUrl && <Image src={p.coverUrl} alt="" w="90px" flexShrink={0} borderRadius="sm" />}
      <Box>
        <Heading as="h1" size="xl">
          <DemoBadge demo={p.demo} text={p.title} />
          {p.title}
        </Heading>
        {other && other !== p.title && (
          <Text color="gray.600" fontSize="md">
            {other}
          </Text>
        )}
        <Box mt="2">
          <Field label={journalMessages.issn} value={p.issn} />
          <Field label={journalMessages.eissn} value={p.eissn} />
          <Field label={journalMessages.cn} value={p.cn} />
          <Field label={journalMessages.publisher} value={p.publisher} />
          <Field label={journalMessages.sponsor} value={p.sponsor} />
        </Box>
      </Box>
    </Flex>
  );
}
