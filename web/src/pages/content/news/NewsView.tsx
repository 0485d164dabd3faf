/** A news item (SPEC §3 news item): title, date, demo badge, image, content (sanitized HTML) and source link. */
import { Box, Heading, Image, Text } from '@chakra-ui/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { NewsView_NewsFragment } from '../../../gql/graphql.js';
import { BODY_CLASS } from '../article/bodyStyles.js';
import { DemoBadge } from '../common/DemoBadge.js';

export const NewsView_news = graphql(`
  fragment NewsView_news on News {
    id
    title
    summary
    content
    imageUrl
    sourceLink
    publishedAt
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

/** `publishedAt` as written up to the day (an ISO timestamp shows as YYYY-MM-DD). */
function day(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return m ? m[1]! : value;
}

/** The news article. */
export function NewsView({ news: n }: { news: NewsView_NewsFragment }) {
  const intl = useIntl();
  return (
    <Box as="article" maxW="900px" mx="auto" data-testid="news">
      <Heading as="h1" size="2xl" lineHeight="1.3" mb="2">
        <DemoBadge demo={n.demo} text={n.title} />
        {n.title}
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="4" pb="3" borderBottom="1px solid" borderColor="gray.200">
        <time dateTime={n.publishedAt}>{intl.formatMessage(publishedMessage, { date: day(n.publishedAt) })}</time>
      </Text>
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
