/**
 * For group and aggregate sites without a chosen issue: the site's journals, every one a link. A journal without a
 * single site of its own leads to its pages on this site (current issue or back issues as the page asked,
 * docs/product/content.md#group-journal-pages); one with its own site to its newest issue, else to that site's home.
 */
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { JournalPicker_PublicationFragment } from '../../../gql/graphql.js';
import { DemoBadge } from '../../../components/content/DemoBadge.js';
import type { Lang } from '../../../app/lang.js';
import { academicHref, groupJournalHref } from '../../../components/content/hrefs.js';
import { journalFieldMessages } from '../../../components/content/publicationMessages.js';
import type { IssueLinkBase } from './IssueYears.js';
import { journalMessages } from './messages.js';

export const JournalPicker_publication = graphql(`
  fragment JournalPicker_publication on Publication {
    id
    title
    issn
    eissn
    demo
    issueCount
    siteSld
    latestIssue { id }
  }
`);

/** Where a journal's card leads (see the module doc). */
export function pickerHref(p: JournalPicker_PublicationFragment, base: IssueLinkBase, lang: Lang): string {
  if (!p.siteSld) return groupJournalHref(base.siteId, p.id, base.type === 'backissue' ? 'issues' : 'current', lang);
  if (p.latestIssue) return academicHref(base.siteId, base.menuId, base.type, p.latestIssue.id, lang);
  return `/homeNav/${p.siteSld}/${lang}`;
}

/** Journal cards, each a link. */
export function JournalPicker({
  publications,
  base,
}: {
  publications: JournalPicker_PublicationFragment[];
  base: IssueLinkBase;
}) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Box as="section" aria-labelledby="journal-picker" data-testid="journal-picker">
      <Heading as="h1" id="journal-picker" size="lg" mb="4">
        {intl.formatMessage(journalMessages.chooseJournal)}
      </Heading>
      {publications.length === 0 && <Text color="gray.600">{intl.formatMessage(journalMessages.noJournals)}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {publications.map((p) => (
          <Box key={p.id} border="1px solid" borderColor="gray.200" borderRadius="md" p="4">
            <DemoBadge demo={p.demo} text={p.title} />
            <Box asChild fontWeight="semibold" _hover={{ color: 'var(--theme-primary)' }}>
              <Link to={pickerHref(p, base, lang)}>{p.title}</Link>
            </Box>
            {(p.issn ?? p.eissn) && (
              <Text fontSize="sm" color="gray.600">
                {intl.formatMessage(p.issn ? journalFieldMessages.issn : journalFieldMessages.eissn)}:{' '}
                {p.issn ?? p.eissn}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
