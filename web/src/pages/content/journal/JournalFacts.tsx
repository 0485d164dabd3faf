/**
 * The journal information pages of /newPeriodIntroduce (menu codes periodIntroduce, introduce,
 * reader, situation, column, contact; docs/product/content.md#journal-information-pages): what rc-pub stores about the site's journal (titles, ISSN,
 * eISSN, CN, publisher, sponsor, language, indexing, description, article and issue counts) chosen by the code, the
 * columns for `column`, and a visibly demo sentence for what the demo data lacks (frequency, editor, address …).
 * Empty fields are left out. Group and aggregate sites have no journal of their own: they show the channel only.
 * The group journal pages (GroupJournalPage.tsx) show the same facts on their home and introduction tabs.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { ColumnList_ColumnFragment, JournalFacts_PublicationFragment } from '../../../gql/graphql.js';
import { JournalField, JournalIdentity } from '../../../components/content/JournalIdentity.js';
import { Label } from '../../../components/content/Label.js';
import { ColumnList } from './ColumnList.js';
import { articleTotalMessage, issueTotalMessage, listMessages } from './listMessages.js';

export const JournalFacts_publication = graphql(`
  fragment JournalFacts_publication on Publication {
    ...JournalIdentity_publication
    id
    title
    description
    language
    indexed
    articleCount
    issueCount
  }
`);

/** The codes that show journal facts, and which. */
const FACT_CODES = new Set(['periodIntroduce', 'introduce', 'situation']);
const IDENTITY_CODES = new Set(['periodIntroduce', 'introduce', 'situation', 'contact', 'reader']);

/** A visibly demo note (orange label and text). */
function DemoNote({ text }: { text: string }) {
  return (
    <Box bg="orange.50" borderLeft="4px solid" borderColor="orange.300" px="4" py="3" data-testid="demo-note">
      <Text fontSize="sm" color="orange.900">
        {text}
      </Text>
    </Box>
  );
}

/** The language's name in the page language (Intl.DisplayNames), else the code. */
function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The facts block of a journal for menu code `code`, the columns for `column`; nothing for other codes. */
export function JournalFacts({
  code,
  publication: p,
  columns,
  menuId,
  identity = true,
  demoNote,
}: {
  code: string;
  publication: JournalFacts_PublicationFragment | null;
  columns: readonly ColumnList_ColumnFragment[];
  menuId: number;
  /** False where the page's header already shows the journal's identity (the group journal pages). */
  identity?: boolean;
  /** The visibly demo sentence of the facts codes instead of the generic one (a demo journal's own lacks). */
  demoNote?: string;
}) {
  const intl = useIntl();
  if (code === 'column')
    return (
      <Box as="section" mb="6" data-testid="journal-columns">
        <ColumnList columns={columns} menuId={menuId} />
      </Box>
    );
  if (!p || !IDENTITY_CODES.has(code)) return null;
  const facts = FACT_CODES.has(code);
  return (
    <Stack as="section" gap="3" mb="6" data-testid="journal-info" data-code={code}>
      <Heading as="h2" size="md">
        {intl.formatMessage(listMessages.journalFacts)}
      </Heading>
      <Stack gap="1">
        {identity && <JournalIdentity publication={p} heading={{ as: 'h3', size: 'sm' }} />}
        {facts && <JournalField label={listMessages.language} value={languageName(intl.locale, p.language)} />}
        {facts && p.indexed.length > 0 && <JournalField label={listMessages.indexed} value={p.indexed.join(', ')} />}
      </Stack>
      {facts && (p.articleCount > 0 || p.issueCount > 0) && (
        <Box display="flex" gap="2" flexWrap="wrap">
          {p.articleCount > 0 && (
            <Label tone="outline">{intl.formatMessage(articleTotalMessage, { count: p.articleCount })}</Label>
          )}
          {p.issueCount > 0 && (
            <Label tone="outline">{intl.formatMessage(issueTotalMessage, { count: p.issueCount })}</Label>
          )}
        </Box>
      )}
      {facts && p.description && <Text>{p.description}</Text>}
      {facts && <DemoNote text={demoNote ?? intl.formatMessage(listMessages.demoLacks)} />}
      {code === 'reader' && <DemoNote text={intl.formatMessage(listMessages.demoReader)} />}
      {code === 'contact' && <DemoNote text={intl.formatMessage(listMessages.demoContact)} />}
    </Stack>
  );
}
