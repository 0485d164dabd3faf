/**
 * A page of news (the /news and /newsInfo lists, docs/product/content.md#news): per item its picture (in the banner's
 * picture order, resolved by the gateway's `imageUrl`), title linking to /newsDetails, date through react-intl, a reprint
 * label (`original`) and summary; then the pager. Empty fields are left out; an empty list says so.
 */
import { Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { NewsListView_PageFragment } from '../../../gql/graphql.js';
import { DemoBadge } from '../../../components/content/DemoBadge.js';
import { Label } from '../../../components/content/Label.js';
import { newsHref } from '../../../components/content/hrefs.js';
import { newsMessages } from './messages.js';
import { formatDay } from '../../../components/content/dates.js';
import { NewsPager } from './NewsPager.js';

export const NewsListView_page = graphql(`
  fragment NewsListView_page on NewsPage {
    items {
      id
      title
      summary
      imageUrl
      publishedAt
      original
      demo
    }
    pageInfo {
      total
      page
      size
    }
  }
`);

type Item = NewsListView_PageFragment['items'][number];

function NewsItem({ item: n, siteId, lang }: { item: Item; siteId: number; lang: Lang }) {
  const intl = useIntl();
  const date = formatDay(intl, n.publishedAt, 'medium');
  return (
    <Flex as="li" gap="4" py="4" borderBottom="1px solid" borderColor="gray.200" data-testid="news-item">
      {n.imageUrl && (
        <Image
          src={n.imageUrl}
          alt=""
          loading="lazy"
          w={{ base: '96px', md: '160px' }}
          h={{ base: '54px', md: '90px' }}
          objectFit="cover"
          borderRadius="sm"
          flexShrink={0}
        />
      )}
      <Box minW="0">
        <Heading as="h2" fontSize="md" lineHeight="1.4" mb="1">
          <DemoBadge demo={n.demo} text={n.title} />
          <Box asChild _hover={{ color: 'var(--theme-primary)' }}>
            <Link to={newsHref(siteId, n.id, lang)}>{n.title}</Link>
          </Box>
        </Heading>
        <Flex gap="2" align="center" fontSize="sm" color="gray.600" mb="1">
          {date && <time dateTime={n.publishedAt}>{date}</time>}
          {!n.original && (
            <Label tone="outline" data-testid="news-reprint">
              {intl.formatMessage(newsMessages.reprint)}
            </Label>
          )}
        </Flex>
        {n.summary?.trim() && (
          <Text fontSize="sm" color="gray.700" lineClamp={2}>
            {n.summary}
          </Text>
        )}
      </Box>
    </Flex>
  );
}

/** The items of `list` with its pager; `href(p)` is the URL of page p (from 0). */
export function NewsListView({
  list,
  siteId,
  lang,
  href,
}: {
  list: NewsListView_PageFragment;
  siteId: number;
  lang: Lang;
  href: (p: number) => string;
}) {
  const intl = useIntl();
  if (list.items.length === 0) {
    return (
      <Text color="gray.600" py="6" data-testid="news-empty">
        {intl.formatMessage(newsMessages.empty)}
      </Text>
    );
  }
  return (
    <Box>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid="news-list">
        {list.items.map((n) => (
          <NewsItem key={n.id} item={n} siteId={siteId} lang={lang} />
        ))}
      </Stack>
      <NewsPager page={list.pageInfo.page} size={list.pageInfo.size} total={list.pageInfo.total} href={href} />
    </Box>
  );
}
