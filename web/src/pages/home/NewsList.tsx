/** A news module of the home page: titles with dates, linking to the news detail (the /newsDetails route). */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { NewsList_NewsFragment } from '../../gql/graphql.js';
import { formatDay } from '../../components/content/dates.js';

export const NewsList_news = graphql(`
  fragment NewsList_news on News {
    id
    title
    publishedAt
    demo
  }
`);

/** A titled list of news items; renders nothing when empty. */
export function NewsList({ title, items, siteId }: { title: string; items: NewsList_NewsFragment[]; siteId: number }) {
  const lang = useLang();
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <Box as="section" minW="0">
      <Heading as="h2" size="md" borderBottom="2px solid var(--theme-bottom-line)" pb="2" mb="3">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {items.map((n) => (
          <Box as="li" key={n.id} display="flex" gap="3" justifyContent="space-between">
            <Box asChild truncate minW="0" _hover={{ color: 'var(--theme-primary)' }}>
              <Link to={`/newsDetails/${siteId}/${n.id}/${lang}`}>{n.title}</Link>
            </Box>
            <Text as="span" fontSize="sm" color="gray.500" flexShrink={0}>
              <time dateTime={n.publishedAt}>{formatDay(intl, n.publishedAt, 'short')}</time>
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
