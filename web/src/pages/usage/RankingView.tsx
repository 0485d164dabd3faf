/**
 * The rankings page's body (docs/product/usage.md#rankings): tabs for the metric, links for the window and,
 * on a group or aggregate site, for one journal; then the ranked articles with their counts. Every control is a plain
 * link (server-rendered, works without script).
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { RankingView_SiteFragment } from '../../gql/graphql.js';
import { ArticleLine } from '../../components/content/ArticleLine.js';
import { rankMessages as m } from './messages.js';
import { METRICS, rankHref, WINDOWS } from '../../components/usage/rankParams.js';

export const RankingView_site = graphql(`
  fragment RankingView_site on Site {
    id
    type
    publications { id title }
    ranking(metric: $metric, window: $window, publicationId: $publicationId, size: $size) {
      metric
      from
      entries {
        rank
        count
        article { ...ArticleLine_article }
      }
    }
  }
`);

const METRIC_LABEL = { VIEWS: m.views, DOWNLOADS: m.downloads, CITATIONS: m.citations } as const;
const COUNT_LABEL = { VIEWS: m.countViews, DOWNLOADS: m.countDownloads, CITATIONS: m.countCitations } as const;
/** The label of a window's URL value. */
function windowLabel(intl: IntlShape, key: string): string {
  switch (key) {
    case '3m':
      return intl.formatMessage(m.w3m);
    case '6m':
      return intl.formatMessage(m.w6m);
    case '1y':
      return intl.formatMessage(m.w1y);
    case '2y':
      return intl.formatMessage(m.w2y);
    case '3y':
      return intl.formatMessage(m.w3y);
    default:
      return intl.formatMessage(m.wall);
  }
}

/** One choice of a control: the current one is bold text, the others are links. */
function Choice({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return current ? (
    <Text as="span" fontWeight="bold" color="var(--theme-primary)" aria-current="page">
      {children}
    </Text>
  ) : (
    <Box asChild color="gray.700" _hover={{ color: 'var(--theme-primary)' }} textDecoration="underline">
      <Link to={href}>{children}</Link>
    </Box>
  );
}

/** A labelled row of choices. */
function Choices({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Flex as="nav" aria-label={label} wrap="wrap" columnGap="4" rowGap="1" align="baseline" data-testid={testId}>
      <Text as="span" fontSize="sm" color="gray.500">
        {label}
      </Text>
      {children}
    </Flex>
  );
}

/** The controls and the ranked list (`ranking`, of `site`) for the request in the URL (`metric`, `window`, `journal`). */
export function RankingView({
  site,
  ranking,
  metric,
  window,
}: {
  site: RankingView_SiteFragment;
  ranking: NonNullable<RankingView_SiteFragment['ranking']>;
  metric: string;
  window: string;
}) {
  const intl = useIntl();
  const lang = useLang();
  const [search] = useSearchParams();
  const journal = Number(search.get('journal')) || null;
  return (
    <Box py="6" data-testid="rankings">
      <Heading as="h1" size="xl" mb="2">
        {intl.formatMessage(m.title)}
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="4">
        {intl.formatMessage(m.intro)}
      </Text>
      <Flex direction="column" gap="2" mb="6">
        <Choices label={intl.formatMessage(m.metrics)} testId="rank-metrics">
          {Object.entries(METRICS).map(([key, value]) => (
            <Choice key={key} href={rankHref(search, lang, { metric: key })} current={key === metric}>
              {intl.formatMessage(METRIC_LABEL[value])}
            </Choice>
          ))}
        </Choices>
        <Choices label={intl.formatMessage(m.windows)} testId="rank-windows">
          {Object.keys(WINDOWS).map((key) => (
            <Choice key={key} href={rankHref(search, lang, { window: key })} current={key === window}>
              {windowLabel(intl, key)}
            </Choice>
          ))}
        </Choices>
        {site.publications.length > 1 && (
          <Choices label={intl.formatMessage(m.journals)} testId="rank-journals">
            <Choice href={rankHref(search, lang, { journal: null })} current={journal === null}>
              {intl.formatMessage(m.allJournals)}
            </Choice>
            {site.publications.map((p) => (
              <Choice key={p.id} href={rankHref(search, lang, { journal: p.id })} current={journal === p.id}>
                {p.title}
              </Choice>
            ))}
          </Choices>
        )}
      </Flex>
      {ranking.from && (
        <Text fontSize="xs" color="gray.500" mb="2">
          {intl.formatMessage(m.since, {
            date: intl.formatDate(`${ranking.from}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </Text>
      )}
      {ranking.entries.length === 0 ? (
        <Text color="gray.600" data-testid="rank-empty">
          {intl.formatMessage(m.empty)}
        </Text>
      ) : (
        <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="3">
          {ranking.entries.map((e) => (
            <Flex key={e.article.id} gap="3" align="flex-start" data-testid="rank-entry">
              <Text fontSize="lg" fontWeight="bold" minW="8" textAlign="right" color="var(--theme-primary)">
                {intl.formatNumber(e.rank)}
              </Text>
              <Box flex="1" minW="0">
                <ArticleLine article={e.article} siteId={site.id} formatPages={(p) => p} showColumn={false} />
              </Box>
              <Text fontSize="sm" color="gray.700" whiteSpace="nowrap" data-testid="rank-count">
                {intl.formatMessage(COUNT_LABEL[ranking.metric], { n: e.count })}
              </Text>
            </Flex>
          ))}
        </Box>
      )}
    </Box>
  );
}
