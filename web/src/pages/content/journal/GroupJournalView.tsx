/**
 * The body of a journal's page on a group site (GroupJournalPage.tsx, docs/product/content.md#group-journal-pages):
 * the journal header (identity, cover, member buttons), the tabs, and the tab's content built from the journal pages'
 * own pieces: the current issue's contents (IssueToc), the facts (JournalFacts), back issues by year (IssueYears,
 * linking to the issue pages of /newAcademic on this site), the online-first list (JournalArticleList) and the
 * editorial board's honest absence. A journal with a single site of its own links to it.
 */
import type { ReactNode } from 'react';
import { Box, Grid, GridItem, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { type GroupJournalTab, groupJournalHref } from '../../../components/content/hrefs.js';
import { graphql } from '../../../gql/index.js';
import type {
  GroupJournalView_PublicationFragment,
  IssueToc_IssueFragment,
  IssueYears_PublicationFragment,
  JournalArticleList_PageFragment,
  JournalFacts_PublicationFragment,
  JournalJsonLd_IssueFragment,
} from '../../../gql/graphql.js';
import { groupJournalMessages } from './groupJournalMessages.js';
import { IssueToc } from './IssueToc.js';
import { IssueYears } from './IssueYears.js';
import { JournalArticleList } from './JournalArticleList.js';
import { JournalFacts } from './JournalFacts.js';
import { JournalHeader } from './JournalHeader.js';
import { JournalJsonLd } from './JournalJsonLd.js';
import { HomeFactFields, JournalEntries, type JournalHomeFacts } from '../../home/JournalInfoBody.js';
import { GroupJournalTabs } from './JournalTabs.js';
import { listMessages } from './listMessages.js';
import { journalMessages } from './messages.js';

export const GroupJournalView_publication = graphql(`
  fragment GroupJournalView_publication on Publication {
    id
    title
    demo
    siteSld
    ...JournalHeader_publication
    ...JournalJsonLd_publication
  }
`);

/** What the tab shows; each part is null when the tab did not ask for it. */
export interface GroupJournalViewProps {
  siteId: number;
  tab: GroupJournalTab;
  publication: GroupJournalView_PublicationFragment;
  facts: JournalFacts_PublicationFragment | null;
  /** The site file's facts of the journal (Site.journalFacts: 主管, 主编, 刊期, entry buttons); null when not asked. */
  siteFacts: JournalHomeFacts | null;
  years: IssueYears_PublicationFragment | null;
  issue: (IssueToc_IssueFragment & JournalJsonLd_IssueFragment) | null;
  online: JournalArticleList_PageFragment | null;
}

/** A sentence in place of a list the journal does not have. */
function Absent({ text, testId }: { text: string; testId: string }) {
  return (
    <Text color="gray.700" data-testid={testId}>
      {text}
    </Text>
  );
}

/** Header, tabs and the tab's content. */
export function GroupJournalView({
  siteId,
  tab,
  publication: p,
  facts,
  siteFacts,
  years,
  issue,
  online,
}: GroupJournalViewProps) {
  const intl = useIntl();
  const lang = useLang();
  const [search] = useSearchParams();
  const demoNote = p.demo ? intl.formatMessage(groupJournalMessages.demoAbout) : undefined;
  const toc = (heading: string) =>
    issue ? (
      <IssueToc issue={issue} siteId={siteId} heading={heading} />
    ) : (
      <Absent text={intl.formatMessage(groupJournalMessages.noCurrentIssue)} testId="no-issue" />
    );
  const journalFacts = (
    <JournalFacts
      code="periodIntroduce"
      publication={facts}
      columns={[]}
      menuId={0}
      identity={false}
      demoNote={demoNote}
    />
  );
  const factsBlock = (
    <>
      {siteFacts && (
        <Stack gap="1" mb="3" data-testid="journal-home-facts">
          <HomeFactFields facts={siteFacts} />
        </Stack>
      )}
      {journalFacts}
      {siteFacts && <JournalEntries entries={siteFacts.entries} />}
    </>
  );
  let body: ReactNode = null;
  if (tab === 'home')
    body = (
      // the facts come first on a phone (before a long table of contents) and sit beside the contents on wide screens
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8">
        <GridItem minW="0" order={{ lg: 2 }}>
          {factsBlock}
        </GridItem>
        <GridItem minW="0" order={{ lg: 1 }}>
          {toc(intl.formatMessage(journalMessages.currentIssue))}
        </GridItem>
      </Grid>
    );
  else if (tab === 'current') body = toc(intl.formatMessage(journalMessages.currentIssue));
  else if (tab === 'issues' && years)
    body = <IssueYears publication={years} selectedId={null} base={{ siteId, menuId: 0, type: 'directory' }} />;
  else if (tab === 'online' && online)
    body = (
      <JournalArticleList
        page={online}
        siteId={siteId}
        heading={intl.formatMessage(listMessages.onlineFirst)}
        empty={intl.formatMessage(listMessages.emptyOnlineFirst)}
        pageHref={(n) => {
          const base = groupJournalHref(siteId, p.id, 'online', lang);
          const q = new URLSearchParams(search);
          if (n > 0) q.set('page', String(n));
          else q.delete('page');
          const qs = q.toString();
          return qs ? `${base}?${qs}` : base;
        }}
        level="h2"
      />
    );
  else if (tab === 'about') body = factsBlock;
  else if (tab === 'board') body = <Absent text={intl.formatMessage(groupJournalMessages.noBoard)} testId="no-board" />;
  return (
    <Box data-testid="group-journal" data-tab={tab}>
      <JournalJsonLd publication={p} issue={tab === 'home' || tab === 'current' ? issue : null} />
      <JournalHeader publication={p} siteId={siteId} />
      {p.siteSld && (
        <Text mb="3" mt="-3">
          <Box asChild color="var(--theme-primary)" fontWeight="semibold">
            <a href={`/homeNav/${p.siteSld}/${lang}`} data-testid="journal-own-site">
              {intl.formatMessage(groupJournalMessages.ownSite)}
            </a>
          </Box>
        </Text>
      )}
      <GroupJournalTabs siteId={siteId} publicationId={p.id} current={tab} />
      {body}
    </Box>
  );
}
