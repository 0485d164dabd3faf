/**
 * A rank module of the home page (/front/rank; docs/product/sites-and-frame.md#home-page): the module's title from
 * the data, its top articles with their counts, and a 'more' link to the rankings page /rank with the same metric and
 * window (docs/product/usage.md#rankings). An empty ranking renders nothing, not an empty label.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { RankModule_RankingFragment } from '../../gql/graphql.js';
import { articleHref } from '../../components/content/hrefs.js';
import { METRICS, rankHref, WINDOWS } from '../../components/usage/rankParams.js';
import { homeMessages } from './messages.js';

export const RankModule_ranking = graphql(`
  fragment RankModule_ranking on Ranking {
    metric
    window
    entries {
      rank
      count
      articleId
      title
      titleLanguage
    }
  }
`);

/** The URL value of a GraphQL enum value (inverse of the rankings page's maps). */
function urlValue(map: Readonly<Record<string, string>>, value: string, fallback: string): string {
  return Object.keys(map).find((k) => map[k] === value) ?? fallback;
}

/** A titled list of the ranking's articles with a link to the full ranking; renders nothing when empty. */
export function RankModule({
  title,
  ranking,
  siteId,
}: {
  title: string;
  ranking: RankModule_RankingFragment | null;
  siteId: number;
}) {
  const lang = useLang();
  const intl = useIntl();
  if (!ranking || ranking.entries.length === 0) return null;
  const more = rankHref(new URLSearchParams(), lang, {
    metric: urlValue(METRICS, ranking.metric, 'views'),
    window: urlValue(WINDOWS, ranking.window, 'all'),
  });
  return (
    <Box as="section" minW="0">
      <Box
        display="flex"
        alignItems="baseline"
        justifyContent="space-between"
        gap="3"
        borderBottom="2px solid var(--theme-bottom-line)"
        pb="2"
        mb="3"
      >
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Box asChild fontSize="sm" flexShrink={0} _hover={{ color: 'var(--theme-primary)' }}>
          <Link to={more}>
            <FormattedMessage {...homeMessages.more} />
          </Link>
        </Box>
      </Box>
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
        {ranking.entries.map((e) => (
          <Box as="li" key={e.articleId} display="flex" gap="3" alignItems="baseline">
            <Text as="span" fontSize="sm" fontWeight="bold" color="var(--theme-primary)" minW="1.5em" flexShrink={0}>
              {e.rank}
            </Text>
            <Box asChild display="block" flex="1" minW="0" truncate _hover={{ color: 'var(--theme-primary)' }}>
              <Link to={articleHref(siteId, e.articleId, lang)} lang={e.titleLanguage}>
                {e.title}
              </Link>
            </Box>
            <Text as="span" fontSize="sm" color="gray.500" flexShrink={0}>
              {intl.formatNumber(e.count)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
