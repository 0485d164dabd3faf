/**
 * An article list module of the home page (onlineFirst, mostRead; docs/product/sites-and-frame.md#home-page): the module's title from
 * the data, then each article's title (linked to its page), authors, pages and DOI with its version label
 * (ArticleLine). Renders nothing without articles (no empty title).
 */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ArticleLine_ArticleFragment } from '../../gql/graphql.js';
import { ArticleLine } from '../../components/content/ArticleLine.js';
import { pagesMessage } from './messages.js';

/** A titled list of articles; `id` makes the heading the section's name. */
export function ArticleListModule({
  id,
  title,
  articles,
  siteId,
}: {
  id: string;
  title: string;
  articles: ArticleLine_ArticleFragment[];
  siteId: number;
}) {
  const intl = useIntl();
  if (articles.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={title ? id : undefined} minW="0">
      {title && (
        <Heading as="h2" id={id} size="md" borderBottom="2px solid var(--theme-bottom-line)" pb="2" mb="3">
          {title}
        </Heading>
      )}
      <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
        {articles.map((a) => (
          <ArticleLine
            key={a.id}
            article={a}
            siteId={siteId}
            formatPages={(pages) => (/^\d/.test(pages) ? intl.formatMessage(pagesMessage, { pages }) : pages)}
          />
        ))}
      </Stack>
    </Box>
  );
}
