/**
 * The body of the journal information block (a split part: journalInfoChunk.ts; the fragment and the shell stay in
 * JournalInfo.tsx, since only single-journal sites show it). Journal information block of a single site's home page (docs/product/content.md#publication-basic-info and
 * #journal-home-facts): the current issue's cover (else the journal's), titles, ISSN/eISSN, CN, publisher, sponsor
 * (主办), competent authority (主管), editor-in-chief (主编), frequency (刊期), indexes, counts, description and the entry
 * buttons (作者投稿 / 专家审稿 / 编辑办公) when the site file names them. A fact the journal lacks is left out with its
 * label. Group-journal pages pass their site's facts of the journal as `facts` (Site.journalFacts).
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import type { JournalInfo_PublicationFragment } from '../../gql/graphql.js';
import { JournalField, JournalIdentity } from '../../components/content/JournalIdentity.js';
import { countsMessage, homeMessages } from './messages.js';

/** The facts as both GraphQL fields give them (JournalFacts type, without `__typename`). */
export interface JournalHomeFacts {
  authority?: string | null | undefined;
  editorInChief?: string | null | undefined;
  frequency?: string | null | undefined;
  entries: ReadonlyArray<{ kind: 'SUBMIT' | 'REVIEW' | 'OFFICE'; url: string }>;
}

/** No facts (a journal the site file says nothing of). */
export const NO_FACTS: JournalHomeFacts = { authority: null, editorInChief: null, frequency: null, entries: [] };

/** Labels of the facts and entry buttons (texts in web/src/i18n/{zh,en}/home.json). */
const factMessages = defineMessages({
  authority: { id: 'home.journal.authority', defaultMessage: 'Competent authority' },
  editorInChief: { id: 'home.journal.editorInChief', defaultMessage: 'Editor-in-chief' },
  frequency: { id: 'home.journal.frequency', defaultMessage: 'Frequency' },
  entries: { id: 'home.journal.entries', defaultMessage: 'Journal services' },
  entrySubmit: { id: 'home.journal.entry.submit', defaultMessage: 'Submit a manuscript' },
  entryReview: { id: 'home.journal.entry.review', defaultMessage: 'Reviewers' },
  entryOffice: { id: 'home.journal.entry.office', defaultMessage: 'Editorial office' },
});

const ENTRY_LABELS = {
  SUBMIT: factMessages.entrySubmit,
  REVIEW: factMessages.entryReview,
  OFFICE: factMessages.entryOffice,
} as const;

/** The three labelled facts, each only when given. */
export function HomeFactFields({ facts }: { facts: JournalHomeFacts }) {
  return (
    <>
      <JournalField label={factMessages.authority} value={facts.authority} />
      <JournalField label={factMessages.editorInChief} value={facts.editorInChief} />
      <JournalField label={factMessages.frequency} value={facts.frequency} />
    </>
  );
}

/** The entry buttons (links styled as buttons, at least 44 px high); nothing when there are none. */
export function JournalEntries({ entries }: { entries: JournalHomeFacts['entries'] }) {
  const intl = useIntl();
  if (!entries.length) return null;
  return (
    <Box as="nav" aria-label={intl.formatMessage(factMessages.entries)} mt="4" data-testid="journal-entries">
      <Flex as="ul" gap="3" wrap="wrap" listStyleType="none" m="0" p="0">
        {entries.map((e) => (
          <li key={`${e.kind}:${e.url}`}>
            <a
              href={e.url}
              data-entry={e.kind.toLowerCase()}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                padding: '0 18px',
                borderRadius: 4,
                background: 'var(--theme-primary)',
                color: '#fff',
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              {intl.formatMessage(ENTRY_LABELS[e.kind])}
            </a>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

/**
 * Cover, titles (as published, both languages when they differ), identifiers, the home facts, indexes, counts,
 * description and entry buttons. `facts` (optional site data) replaces the journal's own single-site facts.
 */
export function JournalInfoBody({
  publication: p,
  facts,
}: {
  publication: JournalInfo_PublicationFragment;
  facts?: JournalHomeFacts | null | undefined;
}) {
  const intl = useIntl();
  const f: JournalHomeFacts = facts ?? p.homeFacts ?? NO_FACTS;
  const cover = p.latestIssue?.coverUrl ?? p.coverUrl;
  return (
    <Box as="section" aria-labelledby="journal-info" borderWidth="1px" borderRadius="md" p="5">
      <Flex gap="5" align="flex-start" wrap="wrap">
        {cover && (
          <img
            src={cover}
            alt={p.latestIssue?.coverUrl ? intl.formatMessage(homeMessages.latestCover) : p.title}
            width={140}
            style={{ borderRadius: 4 }}
            data-field="cover"
          />
        )}
        <Stack gap="1" flex="1" minW="240px">
          <JournalIdentity
            publication={p}
            heading={{ as: 'h2', id: 'journal-info', size: 'lg', color: 'var(--theme-primary)' }}
          />
          <HomeFactFields facts={f} />
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
      <JournalEntries entries={f.entries} />
    </Box>
  );
}
