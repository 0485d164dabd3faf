/**
 * Back issues grouped by year, newest first (docs/product/content.md, Issues and Journal pages). Each issue links to its
 * table of contents; the selected one is marked with aria-current.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { IssueYears_PublicationFragment } from '../../../gql/graphql.js';
import { academicHref, type AcademicType } from '../../../components/content/hrefs.js';
import { issueName } from '../../../components/content/issueLabel.js';
import { articleCountMessage, journalMessages } from './messages.js';

export const IssueYears_publication = graphql(`
  fragment IssueYears_publication on Publication {
    id
    issuesByYear {
      year
      issues { id year volume number title onlineFirst articleCount }
    }
  }
`);

/** Where the issue links lead: site, menu item and page type of the current route. */
export interface IssueLinkBase {
  siteId: number;
  menuId: number;
  type: AcademicType;
}

/** The year list; `selectedId` is the issue whose contents are shown (null = none). */
export function IssueYears({
  publication,
  selectedId,
  base,
}: {
  publication: IssueYears_PublicationFragment;
  selectedId: number | null;
  base: IssueLinkBase;
}) {
  const intl = useIntl();
  const lang = useLang();
  const years = publication.issuesByYear;
  return (
    <Box as="nav" aria-labelledby="issue-years" data-testid="issue-years">
      <Heading as="h2" id="issue-years" size="md" mb="3">
        {intl.formatMessage(journalMessages.backIssues)}
      </Heading>
      {years.length === 0 && <Text color="gray.600">{intl.formatMessage(journalMessages.noIssues)}</Text>}
      <Stack gap="3">
        {years.map((y) => (
          <Box key={y.year ?? 'none'} borderBottom="1px solid" borderColor="gray.100" pb="2">
            <Text fontWeight="bold" color="var(--theme-primary)" mb="1">
              {y.year ?? intl.formatMessage(journalMessages.yearUnknown)}
            </Text>
            <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
              {y.issues.map((i) => {
                const current = i.id === selectedId;
                return (
                  <Box as="li" key={i.id}>
                    <Box
                      asChild
                      display="inline-block"
                      px="2"
                      py="1"
                      fontSize="sm"
                      borderRadius="sm"
                      border="1px solid"
                      borderColor={current ? 'var(--theme-primary)' : 'gray.200'}
                      bg={current ? 'var(--theme-background)' : undefined}
                      _hover={{ borderColor: 'var(--theme-primary)' }}
                    >
                      <Link
                        to={academicHref(base.siteId, base.menuId, base.type, i.id, lang)}
                        aria-current={current ? 'page' : undefined}
                        title={intl.formatMessage(articleCountMessage, { count: i.articleCount })}
                      >
                        {issueName(intl, i) || intl.formatMessage(journalMessages.contents)}
                      </Link>
                    </Box>
                  </Box>
                );
              })}
            </Flex>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
