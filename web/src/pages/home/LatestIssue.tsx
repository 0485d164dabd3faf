/** Latest issue table of contents on a single site's home page; articles link to their pages (SPEC §2 routes). */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { LatestIssue_IssueFragment } from '../../gql/graphql.js';
import { doiMessage, homeMessages, issueLabelMessage, issueLabelNoYearMessage, pagesMessage } from './messages.js';

export const LatestIssue_issue = graphql(`
  fragment LatestIssue_issue on Issue {
    id
    year
    volume
    number
    pubDate
    title
    articles {
      id
      title
      doi
      pages
      column
      authorNames
      demo
    }
  }
`);

/** `/article/id/{siteId}/{articleId}/{lang}` (SPEC §2). */
export function articleHref(siteId: number, articleId: number, lang: string): string {
  return `/article/id/${siteId}/${articleId}/${lang}`;
}

/** The issue heading and its articles in page order. */
export function LatestIssue({ issue, siteId }: { issue: LatestIssue_IssueFragment | null; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  const label = issue
    ? issue.year
      ? intl.formatMessage(issueLabelMessage, { year: issue.year, volume: issue.volume, number: issue.number })
      : intl.formatMessage(issueLabelNoYearMessage, { volume: issue.volume, number: issue.number })
    : '';
  return (
    <Box as="section" aria-labelledby="latest-issue">
      <Heading as="h2" id="latest-issue" size="md" borderBottom="2px solid var(--theme-bottom-line)" pb="2" mb="3">
        {intl.formatMessage(homeMessages.latestIssue)}
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
      <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
        {issue?.articles.map((a) => (
          <Box as="li" key={a.id} borderBottom="1px dashed" borderColor="gray.200" pb="3">
            {a.column && (
              <Text fontSize="xs" color="var(--theme-primary)">
                {a.column}
              </Text>
            )}
            <Box asChild fontWeight="semibold" _hover={{ color: 'var(--theme-primary)' }}>
              <Link to={articleHref(siteId, a.id, lang)}>{a.title}</Link>
            </Box>
            {a.authorNames.length > 0 && (
              <Text fontSize="sm" color="gray.700">
                {a.authorNames.join(', ')}
              </Text>
            )}
            <Text fontSize="xs" color="gray.500">
              {[
                // an elocation id (e1001786) is shown as it is, not as a page range
                a.pages && (/^\d/.test(a.pages) ? intl.formatMessage(pagesMessage, { pages: a.pages }) : a.pages),
                a.doi && intl.formatMessage(doiMessage, { doi: a.doi }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
