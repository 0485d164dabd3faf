/**
 * Journals grid of group and aggregate home pages and of the group's journals column page (/newLeaguage, sitepages);
 * each card links to the journal's site (`/homeNav/{sld}/{lang}`), or, for a journal without a single site of its own,
 * to its pages on the current site (`/journal/{siteId}/{publicationId}/home/{lang}`,
 * docs/product/content.md#group-journal-pages). Every card is a link.
 */
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../app/lang.js';
import { groupJournalHref } from '../content/hrefs.js';
import { graphql } from '../../gql/index.js';
import type { JournalCard_PublicationFragment } from '../../gql/graphql.js';
import { articleCountMessage, journalGridMessages } from './messages.js';

export const JournalCard_publication = graphql(`
  fragment JournalCard_publication on Publication {
    id
    title
    titleZh
    titleEn
    issn
    eissn
    coverUrl
    siteSld
    articleCount
    demo
  }
`);

/** One journal's card, a link; `siteId` is the current site. */
function JournalCard({ p, siteId }: { p: JournalCard_PublicationFragment; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  const other = p.title === p.titleEn ? p.titleZh : p.titleEn;
  const body = (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="4"
      h="100%"
      _hover={{ borderColor: 'var(--theme-primary)', boxShadow: 'sm' }}
    >
      {p.coverUrl && <img src={p.coverUrl} alt="" height={120} style={{ maxHeight: 120, marginBottom: 8 }} />}
      <Text fontWeight="semibold" color="var(--theme-primary)">
        {p.title}
      </Text>
      {other && other !== p.title && (
        <Text fontSize="sm" color="gray.600">
          {other}
        </Text>
      )}
      <Text fontSize="xs" color="gray.500" mt="1">
        {[p.issn && `ISSN ${p.issn}`, p.eissn && `eISSN ${p.eissn}`].filter(Boolean).join(' · ')}
      </Text>
      <Text fontSize="xs" color="gray.500">
        {intl.formatMessage(articleCountMessage, { articles: p.articleCount })}
      </Text>
    </Box>
  );
  const href = p.siteSld ? `/homeNav/${p.siteSld}/${lang}` : groupJournalHref(siteId, p.id, 'home', lang);
  return (
    <Link to={href} data-testid="journal-card">
      {body}
    </Link>
  );
}

/**
 * The grid of a group's (or every) journal. A journals home module (docs/product/sites-and-frame.md#home-page) passes its `title` from the data (else
 * 'Journals'), its own `headingId`, and `hideEmpty`: a module without journals renders nothing. `siteId` is the
 * current site, where journals without a site of their own have their pages.
 */
export function JournalGrid({
  publications,
  siteId,
  title,
  headingId = 'journals',
  hideEmpty = false,
}: {
  publications: JournalCard_PublicationFragment[];
  siteId: number;
  title?: string;
  headingId?: string;
  hideEmpty?: boolean;
}) {
  const intl = useIntl();
  if (hideEmpty && publications.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} minW="0">
      <Heading as="h2" id={headingId} size="md" borderBottom="2px solid var(--theme-bottom-line)" pb="2" mb="4">
        {title || intl.formatMessage(journalGridMessages.journals)}
      </Heading>
      {publications.length === 0 && <Text color="gray.600">{intl.formatMessage(journalGridMessages.noJournals)}</Text>}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {publications.map((p) => (
          <JournalCard key={p.id} p={p} siteId={siteId} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
