/**
 * News, audio, video and other results (/informationList, /audioList, /othersList): the title linked to the
 * news detail or the article (video and audio at their place in it, `#resource-{id}`), the date for news, the
 * article for media, and the snippet.
 */
import { Box, chakra, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Lang } from '../../../app/lang.js';
import type { SearchHit_HitFragment } from '../../../gql/graphql.js';
import { articleHref, newsHref, resourceHref } from '../../../components/content/hrefs.js';
import { resultValueMessages } from '../resultMessages.js';
import { Highlighted, highlightCss } from './Highlighted.js';

/** The date part of an ISO date or timestamp. */
function day(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;
}

/** One news, media or other hit. */
export function SimpleHit({ hit, siteId, lang }: { hit: SearchHit_HitFragment; siteId: number; lang: Lang }) {
  const intl = useIntl();
  const articleId = hit.article?.id ?? null;
  const href =
    hit.type === 'NEWS'
      ? newsHref(siteId, hit.id, lang)
      : articleId === null
        ? null
        : hit.type === 'VIDEO' || hit.type === 'AUDIO'
          ? resourceHref(siteId, articleId, hit.id, lang)
          : articleHref(siteId, articleId, lang);
  const title = <Highlighted html={hit.highlightTitle} text={hit.title} />;
  return (
    <Box>
      <Box fontWeight="semibold" color="var(--theme-primary)">
        {href ? <a href={href}>{title}</a> : title}
      </Box>
      {hit.type === 'NEWS' && hit.publishedDate && (
        <chakra.time display="block" fontSize="sm" color="gray.600" dateTime={day(hit.publishedDate)}>
          {day(hit.publishedDate)}
        </chakra.time>
      )}
      {hit.type !== 'NEWS' && hit.articleTitle && (
        <Text fontSize="sm" color="gray.600">
          {intl.formatMessage(resultValueMessages.fromArticle, { title: hit.articleTitle })}
        </Text>
      )}
      {hit.snippet && (
        <Text fontSize="sm" color="gray.800" css={highlightCss} dangerouslySetInnerHTML={{ __html: hit.snippet }} />
      )}
    </Box>
  );
}
