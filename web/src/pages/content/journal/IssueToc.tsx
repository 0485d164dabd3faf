/**
 * An issue's table of contents grouped by column (the directory and backissue pages of docs/product/content.md#journal-pages), with the citation basket's
 * 'select all on this page' and 'add to citation basket' bar over it.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ListBarSlot } from '../../../components/basket/ListSlots.js';
import { graphql } from '../../../gql/index.js';
import type { IssueToc_IssueFragment } from '../../../gql/graphql.js';
import { issueLabel, issueName } from '../../../components/content/issueLabel.js';
import { groupByColumn } from './groupByColumn.js';
import { issuePublishedMessage, journalMessages } from './messages.js';
import { TOC_LIST, TocArticle } from './TocArticle.js';
import { formatDay } from '../../../components/content/dates.js';

export const IssueToc_issue = graphql(`
  fragment IssueToc_issue on Issue {
    id
    year
    volume
    number
    pubDate
    title
    onlineFirst
    articles { ...TocArticle_article }
  }
`);

/** The issue heading (label, title, date) and its articles by column. */
export function IssueToc({
  issue,
  siteId,
  heading,
}: {
  issue: IssueToc_IssueFragment;
  siteId: number;
  heading: string;
}) {
  const intl = useIntl();
  const groups = groupByColumn(issue.articles);
  const label = issueLabel(intl, issue);
  const name = issueName(intl, issue);
  return (
    <Box as="section" aria-labelledby="issue-toc" data-testid="issue-toc" data-issue-id={issue.id}>
      <Heading as="h2" id="issue-toc" size="lg" mb="1">
        {name ? `${heading}: ${name}` : heading}
      </Heading>
      {label && issue.title && <Text fontStyle="italic">{issue.title}</Text>}
      {issue.pubDate && (
        <Text fontSize="sm" color="gray.600">
          {intl.formatMessage(issuePublishedMessage, { date: formatDay(intl, issue.pubDate) })}
        </Text>
      )}
      {issue.articles.length > 0 && <ListBarSlot list={TOC_LIST} articles={issue.articles} siteId={siteId} />}
      {issue.articles.length === 0 && (
        <Text color="gray.600" mt="4">
          {intl.formatMessage(journalMessages.noArticles)}
        </Text>
      )}
      <Stack gap="6" mt="2">
        {groups.map((g) => (
          <Box key={g.column ?? ''}>
            <Heading
              as="h3"
              size="sm"
              bg="var(--theme-background)"
              px="3"
              py="1"
              mb="3"
              borderLeft="4px solid var(--theme-primary)"
            >
              {g.column ?? intl.formatMessage(journalMessages.otherColumn)}
            </Heading>
            <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
              {g.articles.map((a) => (
                <TocArticle key={a.id} article={a} siteId={siteId} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
