/**
 * The body of /rssList (docs/product/citation-and-harvest.md#rss-and-atom-feeds): what a feed is and how to use it, the site's feeds (latest articles,
 * news) and each journal's feeds (current issue, online first), every one as RSS and Atom in Chinese and English.
 * Links are the gateway's feed URLs (web/src/feed-urls.ts); each link's accessible name says the feed, format and
 * language, its visible text the format and language (WCAG 2.5.3: the name contains the visible text).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { feedMessages, feedTitleMessage } from '../../../app/feedMessages.js';
import { type FeedFormat, type FeedKind, type FeedLang, feedPath } from '../../../feed-urls.js';
import { graphql } from '../../../gql/index.js';
import type { RssListView_SiteFragment } from '../../../gql/graphql.js';
import { feedLinkLabelMessage, feedLinkMessage, rssListMessages } from './messages.js';

export const RssListView_site = graphql(`
  fragment RssListView_site on Site {
    name
    publications { id title }
  }
`);

const FORMATS: readonly [FeedFormat, string][] = [
  ['rss', 'RSS'],
  ['atom', 'Atom'],
];
const LANGS: readonly FeedLang[] = ['zh', 'en'];

/** One feed: its name, then its four links (RSS and Atom, each in zh and en). */
function FeedRow({ feed, name, title }: { feed: FeedKind; name: string; title: string }) {
  const intl = useIntl();
  return (
    <Box as="li" py="2" borderBottom="1px solid" borderColor="gray.200" data-testid="feed-row">
      <Text fontWeight="medium" mb="1">
        {name}
      </Text>
      <Box as="ul" listStyleType="none" display="flex" flexWrap="wrap" columnGap="4" rowGap="1">
        {FORMATS.flatMap(([format, formatName]) =>
          LANGS.map((lang) => {
            const language = intl.formatMessage(lang === 'zh' ? feedMessages.langZh : feedMessages.langEn);
            const link = intl.formatMessage(feedLinkMessage, { format: formatName, language });
            return (
              <li key={`${format}-${lang}`}>
                <Box asChild color="var(--theme-primary)" textDecoration="underline" overflowWrap="anywhere">
                  <a
                    href={feedPath(feed, lang, format)}
                    type={format === 'rss' ? 'application/rss+xml' : 'application/atom+xml'}
                    hrefLang={lang === 'zh' ? 'zh-CN' : 'en'}
                    aria-label={intl.formatMessage(feedLinkLabelMessage, { feed: title, link })}
                  >
                    {link}
                  </a>
                </Box>
              </li>
            );
          }),
        )}
      </Box>
    </Box>
  );
}

/** The page body for the site (its name and journals in the page language). */
export function RssListView({ site }: { site: RssListView_SiteFragment }) {
  const intl = useIntl();
  const t = (source: string, feed: string) => intl.formatMessage(feedTitleMessage, { source, feed });
  const latest = intl.formatMessage(feedMessages.latest);
  const news = intl.formatMessage(feedMessages.news);
  const current = intl.formatMessage(feedMessages.current);
  const onlineFirst = intl.formatMessage(feedMessages.onlineFirst);
  return (
    <Box maxW="900px" mx="auto" data-testid="rss-list">
      <Heading as="h1" size="2xl" mb="4">
        {intl.formatMessage(rssListMessages.title)}
      </Heading>
      <Stack gap="2" mb="6" color="gray.700">
        <Text>{intl.formatMessage(rssListMessages.what)}</Text>
        <Text>{intl.formatMessage(rssListMessages.how)}</Text>
        <Text>{intl.formatMessage(rssListMessages.languages)}</Text>
      </Stack>
      <Heading as="h2" size="lg" mb="2">
        {intl.formatMessage(rssListMessages.site)}
      </Heading>
      <Box as="ul" listStyleType="none" mb="8">
        <FeedRow feed={{ kind: 'latest' }} name={latest} title={t(site.name, latest)} />
        <FeedRow feed={{ kind: 'news' }} name={news} title={t(site.name, news)} />
      </Box>
      <Heading as="h2" size="lg" mb="2">
        {intl.formatMessage(rssListMessages.journals)}
      </Heading>
      {site.publications.length === 0 && <Text>{intl.formatMessage(rssListMessages.noJournals)}</Text>}
      {site.publications.map((p) => (
        <Box as="section" key={p.id} mb="6" aria-labelledby={`feeds-journal-${p.id}`} data-testid="feed-journal">
          <Heading as="h3" size="md" id={`feeds-journal-${p.id}`} mb="1">
            {p.title}
          </Heading>
          <Box as="ul" listStyleType="none">
            <FeedRow
              feed={{ kind: 'journal-current', publicationId: p.id }}
              name={current}
              title={t(p.title, current)}
            />
            <FeedRow
              feed={{ kind: 'journal-online-first', publicationId: p.id }}
              name={onlineFirst}
              title={t(p.title, onlineFirst)}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
