/** One table-of-contents entry: title (linked to the article page), authors, pages and DOI. */
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { TocArticle_ArticleFragment } from '../../../gql/graphql.js';
import { DemoBadge } from '../common/DemoBadge.js';
import { articleHref, doiUrl } from '../common/hrefs.js';
import { tocPagesMessage } from './messages.js';

export const TocArticle_article = graphql(`
  fragment TocArticle_article on Article {
    id
    title
    authorNames
    pages
    doi
    column
    articleType
    publishedDate
    demo
  }
`);

/** An article row of an issue's table of contents; a page range reads "pp. 1-9", an elocation id (e2554) as is. */
export function TocArticle({ article: a, siteId }: { article: TocArticle_ArticleFragment; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Box as="li" borderBottom="1px dashed" borderColor="gray.200" pb="3" data-testid="toc-article">
      <Box asChild fontWeight="semibold" fontSize="md" _hover={{ color: 'var(--theme-primary)' }}>
        <Link to={articleHref(siteId, a.id, lang)}>
          <DemoBadge demo={a.demo} text={a.title} />
          {a.title}
        </Link>
      </Box>
      {a.authorNames.length > 0 && (
        <Text fontSize="sm" color="gray.700">
          {a.authorNames.join(', ')}
        </Text>
      )}
      <Text fontSize="xs" color="gray.500">
        {a.pages && (
          <span>{/[-–]/.test(a.pages) ? intl.formatMessage(tocPagesMessage, { pages: a.pages }) : a.pages}</span>
        )}
        {a.pages && a.doi && ' · '}
        {a.doi && (
          <Box asChild color="var(--theme-primary)">
            <a href={doiUrl(a.doi)} target="_blank" rel="noopener noreferrer">
              DOI: {a.doi}
            </a>
          </Box>
        )}
      </Text>
    </Box>
  );
}
