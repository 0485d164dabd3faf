/**
 * The body of a column page (/aboutus, /newLink1, /newLeaguage, /science, fallback /{code}; docs/product/sites-and-frame.md#column-pages): the
 * column's name and content, its link (newLink), the group's journals (newLeaguage), its newest news and, beside it,
 * the side list of the columns of its branch. Nothing is shown for a part
 * without data (no empty labels); a column with none of them says so.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { ColumnView_ColumnFragment } from '../../gql/graphql.js';
import { BODY_CLASS } from '../../components/content/bodyStyles.js';
import { DemoBadge } from '../../components/content/DemoBadge.js';
import { newsHref } from '../../components/content/hrefs.js';
import { JournalGrid } from '../../components/journal/JournalGrid.js';
import { columnMessages } from './messages.js';

export const ColumnView_column = graphql(`
  fragment ColumnView_column on SiteColumn {
    id
    code
    name
    content
    link { href external }
    sideList { id code name target { href external } }
    news { id title publishedAt demo }
    publications { ...JournalCard_publication }
  }
`);

type Column = ColumnView_ColumnFragment;

/** The side list: the branch's columns, the open one marked as the current page. */
function SideList({ column }: { column: Column }) {
  const intl = useIntl();
  return (
    <Box
      as="nav"
      aria-labelledby="column-side"
      w={{ base: '100%', md: '220px' }}
      flexShrink={0}
      data-testid="side-list"
    >
      <Heading as="h2" id="column-side" size="sm" mb="2" color="gray.600">
        {intl.formatMessage(columnMessages.sideList)}
      </Heading>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="md">
        {column.sideList.map((c) => {
          const current = c.id === column.id;
          return (
            <Box
              as="li"
              key={c.id}
              borderLeft="3px solid"
              borderLeftColor={current ? 'var(--theme-primary)' : 'transparent'}
              bg={current ? 'var(--theme-background)' : undefined}
            >
              {c.target.external ? (
                <a
                  href={c.target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ display: 'block', padding: '8px 12px' }}
                >
                  {c.name}
                </a>
              ) : (
                <Link
                  to={c.target.href}
                  aria-current={current ? 'page' : undefined}
                  style={{ display: 'block', padding: '8px 12px', fontWeight: current ? 600 : undefined }}
                >
                  {c.name}
                </Link>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The column's newest news, each linking to its /newsDetails page, dates in the page language. */
function ColumnNews({ column, siteId }: { column: Column; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Box as="section" aria-labelledby="column-news" mt="6">
      <Heading as="h2" id="column-news" size="md" borderBottom="2px solid var(--theme-bottom-line)" pb="2" mb="3">
        {intl.formatMessage(columnMessages.news)}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="column-news">
        {column.news.map((n) => (
          <Flex as="li" key={n.id} gap="3" justifyContent="space-between">
            <Box truncate>
              <DemoBadge demo={n.demo} text={n.title} />
              <Link to={newsHref(siteId, n.id, lang)}>{n.title}</Link>
            </Box>
            <Text as="span" fontSize="sm" color="gray.500" flexShrink={0}>
              <FormattedDate value={n.publishedAt} year="numeric" month="2-digit" day="2-digit" />
            </Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/** The column page body; `siteId` is the site whose news pages the news items link to. */
export function ColumnView({ column, siteId }: { column: Column; siteId: number }) {
  const intl = useIntl();
  const content = column.content?.trim() ? column.content : null;
  const empty = !content && !column.link && column.news.length === 0 && column.publications.length === 0;
  return (
    <Flex
      gap="8"
      direction={{ base: 'column', md: 'row' }}
      maxW="1200px"
      mx="auto"
      align={{ base: 'stretch', md: 'flex-start' }}
    >
      {column.sideList.length > 0 && <SideList column={column} />}
      <Box as="article" flex="1" minW="0" data-testid="column" data-code={column.code}>
        <Heading as="h1" size="2xl" mb="4" pb="2" borderBottom="2px solid var(--theme-bottom-line)">
          {column.name}
        </Heading>
        {content && <Box className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: content }} />}
        {column.link && (
          <Text mt="4">
            <a
              href={column.link.href}
              data-testid="column-link"
              {...(column.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              style={{ color: 'var(--theme-primary)', fontWeight: 600 }}
            >
              {intl.formatMessage(columnMessages.openLink)}
            </a>
            {column.link.external && (
              <Text as="span" fontSize="sm" color="gray.500" ml="2">
                {intl.formatMessage(columnMessages.newTab)}
              </Text>
            )}
          </Text>
        )}
        {column.publications.length > 0 && (
          <Box mt="6" data-testid="column-journals">
            <JournalGrid publications={column.publications} siteId={siteId} />
          </Box>
        )}
        {column.news.length > 0 && <ColumnNews column={column} siteId={siteId} />}
        {empty && <Text color="gray.600">{intl.formatMessage(columnMessages.empty)}</Text>}
      </Box>
    </Flex>
  );
}
