/**
 * A news item (docs/product/content.md#news): title, date (react-intl), demo badge, the original flag (original or
 * reprint), image (the gateway's `imageUrl`), content (sanitized HTML) and source link; empty fields
 * are left out. The flag's texts are in news.json (NewsDetailPage wraps this in NewsIntl).
 */
import { Box, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { NewsView_NewsFragment } from '../../../gql/graphql.js';
import { BODY_CLASS } from '../../../components/content/bodyStyles.js';
import { DemoBadge } from '../../../components/content/DemoBadge.js';
import { Label } from '../../../components/content/Label.js';
import { newsMessages } from './messages.js';
import { formatDay } from '../../../components/content/dates.js';

export const NewsView_news = graphql(`
  fragment NewsView_news on News {
    id
    title
    summary
    content
    imageUrl
    sourceLink
    publishedAt
    original
    demo
  }
`);

const messages = defineMessages({
  source: { id: 'content.news.source', defaultMessage: 'Source' },
  empty: { id: 'content.news.empty', defaultMessage: 'This news item has no content.' },
});

const publishedMessage = defineMessage<{ date: string }>({
  id: 'content.news.published',
  defaultMessage: 'Published: {date}',
});

/** The news article. */
export function NewsView({ news: n }: { news: NewsView_NewsFragment }) {
  const intl = useIntl();
  const date = formatDay(intl, n.publishedAt, 'medium');
  return (
    <Box as="article" maxW="900px" mx="auto" data-testid="news">
      <Heading as="h1" size="2xl" lineHeight="1.3" mb="2">
        <DemoBadge demo={n.demo} text={n.title} />
        {n.title}
      </Heading>
      <Flex
        gap="3"
        align="center"
        wrap="wrap"
        fontSize="sm"
        color="gray.600"
        mb="4"
        pb="3"
        borderBottom="1px solid"
        borderColor="gray.200"
      >
        {date && <time dateTime={n.publishedAt}>{intl.formatMessage(publishedMessage, { date })}</time>}
        <Label tone={n.original ? 'blue' : 'outline'} data-testid="news-original" data-original={String(n.original)}>
          {intl.formatMessage(n.original ? newsMessages.original : newsMessages.reprint)}
        </Label>
      </Flex>
      {n.imageUrl && <Image src={n.imageUrl} alt="" maxW="100%" mb="4" borderRadius="md" />}
      {n.content?.trim() ? (
        <Box className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: n.content }} />
      ) : n.summary ? (
        <Text>{n.summary}</Text>
      ) : (
        <Text color="gray.600">{intl.formatMessage(messages.empty)}</Text>
      )}
      {n.sourceLink && /^https?:\/\//i.test(n.sourceLink) && (
        <Text mt="6" fontSize="sm">
          {intl.formatMessage(messages.source)}:{' '}
          <Box asChild color="var(--theme-primary)">
            <a href={n.sourceLink} target="_blank" rel="noopener noreferrer">
              {n.sourceLink}
            </a>
          </Box>
        </Text>
      )}
    </Box>
  );
}
