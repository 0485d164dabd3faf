/**
 * A figure or table result (/mag, /textList; docs/product/search.md#figure-table-and-media-search): thumbnail (the
 * figure's small JPEG, `fileUrl`; a fixed 120 px box with the image's width and height attributes, loaded lazily, so
 * the list does not shift as thumbnails arrive) or a placeholder box, label, caption snippet and a link to its place
 * in the article page (`/article/id/{siteId}/{articleId}/{lang}#resource-{id}`).
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Lang } from '../../../app/lang.js';
import type { SearchHit_HitFragment } from '../../../gql/graphql.js';
import { resourceHref } from '../../../components/content/hrefs.js';
import { resultMessages, resultValueMessages } from '../resultMessages.js';
import { Highlighted, highlightCss } from './Highlighted.js';

/** The thumbnail box's side in CSS pixels. */
const THUMB_PX = 120;
const THUMB = `${THUMB_PX}px`;

function Thumbnail({ hit }: { hit: SearchHit_HitFragment }) {
  const intl = useIntl();
  if (hit.fileUrl) {
    return (
      <Box asChild w={THUMB} h={THUMB} objectFit="contain" bg="gray.50" flexShrink={0}>
        <img
          src={hit.fileUrl}
          alt={hit.label || hit.title}
          width={THUMB_PX}
          height={THUMB_PX}
          loading="lazy"
          decoding="async"
          data-testid="hit-thumbnail"
        />
      </Box>
    );
  }
  return (
    <Flex
      w={THUMB}
      h={THUMB}
      flexShrink={0}
      align="center"
      justify="center"
      bg="gray.100"
      color="gray.500"
      fontSize="xs"
      border="1px dashed"
      borderColor="gray.300"
      data-testid="thumb-placeholder"
    >
      {intl.formatMessage(resultMessages.noImage)}
    </Flex>
  );
}

/** One figure or table hit. */
export function ResourceHit({ hit, siteId, lang }: { hit: SearchHit_HitFragment; siteId: number; lang: Lang }) {
  const intl = useIntl();
  const articleId = hit.article?.id ?? null;
  const href = articleId !== null ? resourceHref(siteId, articleId, hit.id, lang) : null;
  const heading = <Highlighted html={hit.highlightTitle} text={hit.label ?? hit.title} />;
  return (
    <Flex gap="4" align="flex-start">
      {href ? (
        <a href={href} tabIndex={-1}>
          <Thumbnail hit={hit} />
        </a>
      ) : (
        <Thumbnail hit={hit} />
      )}
      <Box minW="0">
        <Box fontWeight="semibold" color="var(--theme-primary)">
          {href ? <a href={href}>{heading}</a> : heading}
        </Box>
        {hit.snippet && (
          <Text fontSize="sm" color="gray.800" css={highlightCss} dangerouslySetInnerHTML={{ __html: hit.snippet }} />
        )}
        {hit.articleTitle && (
          <Text fontSize="sm" color="gray.600" mt="1">
            {href ? (
              <a href={href}>{intl.formatMessage(resultValueMessages.fromArticle, { title: hit.articleTitle })}</a>
            ) : (
              intl.formatMessage(resultValueMessages.fromArticle, { title: hit.articleTitle })
            )}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
