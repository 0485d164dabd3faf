/**
 * Latest issue table of contents on a single site's home page; articles link to their pages (docs/product/content.md#article-page) and have
 * the citation basket's checkboxes and 'select all on this page' bar.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ListBarSlot, PickSlot } from '../../components/basket/ListSlots.js';
import { graphql } from '../../gql/index.js';
import type { LatestIssue_IssueFragment } from '../../gql/graphql.js';
import { ArticleLine } from '../../components/content/ArticleLine.js';
import { issueLabel } from '../../components/content/issueLabel.js';
import { homeMessages, pagesMessage } from './messages.js';

export const LatestIssue_issue = graphql(`
  fragment LatestIssue_issue on Issue {
    id
    year
    volume
    number
    pubDate
    title
    articles { ...ArticleLine_article }
  }
`);

/** The basket selection's name for the home page's latest issue (components/basket/selection.ts). */
const LATEST_LIST = 'latest';

/**
 * The issue heading and its articles in page order. A home module (docs/product/sites-and-frame.md#home-page) passes its `title` from the data (else
 * 'Current issue'), its own `headingId`, and `hideEmpty`: a module without an issue or articles renders nothing.
 */
export function LatestIssue({
  issue,
  siteId,
  title,
  headingId = 'latest-issue',
  hideEmpty = false,
}: {
  issue: LatestIssue_IssueFragment | null;
  siteId: number;
  title?: string;
  headingId?: string;
  hideEmpty?: boolean;
}) {
  const intl = useIntl();
  if (hideEmpty && (!issue || issue.articles.length === 0)) return null;
  // A missing year, volume or number is left out ('Vol. 5', never 'Vol. 5 No.' or '第5卷 第期')
  const label = issue ? issueLabel(intl, issue) : '';
  return (
    <Box as="section" aria-labelledby={headingId} minW="0">
      <Heading as="h2" id={headingId} size="md" borderBottom="2px solid var(--theme-bottom-line)" pb="2" mb="3">
        {title || intl.formatMessage(homeMessages.latestIssue)}
        {issue && (
          <Text as="span" ml="3" fontWeight="normal" color="gray.600" fontSize="sm">
            {label}
          </Text>
        )}
      </Heading>
      {!issue && <Text color="gray.600">{intl.formatMessage(homeMessages.noIssue)}</Text>}
      {issue && issue.articles.length === 0 && (
        <Text color="gray.600">{intl.formatMessage(homeMessages.noArticles)}</Text>
      )}
      {issue && issue.articles.length > 0 && (
        <ListBarSlot list={LATEST_LIST} articles={issue.articles} siteId={siteId} />
      )}
      <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
        {issue?.articles.map((a) => (
          <ArticleLine
            key={a.id}
            article={a}
            siteId={siteId}
            // an elocation id (e1001786) is shown as it is, not as a page range
            formatPages={(pages) => (/^\d/.test(pages) ? intl.formatMessage(pagesMessage, { pages }) : pages)}
            showColumn
            leading={<PickSlot list={LATEST_LIST} article={a} />}
          />
        ))}
      </Stack>
    </Box>
  );
}
