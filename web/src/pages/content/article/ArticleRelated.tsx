/**
 * Related articles under the article (docs/product/content.md#related-articles): the same journal's articles sharing keywords
 * or the column, as title links with authors and the version label; nothing when none relate. Server-rendered
 * with the page's one query; its two texts are in the entry's `content.json`: a catalogue of its own would bring the
 * chunk-catalogue module into the article page's initial JS for two strings (budget).
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { ArticleRelated_ArticleFragment } from '../../../gql/graphql.js';
import { DemoBadge } from '../../../components/content/DemoBadge.js';
import { articleHref } from '../../../components/content/hrefs.js';
import { Label } from '../../../components/content/Label.js';

export const ArticleRelated_article = graphql(`
  fragment ArticleRelated_article on Article {
    id
    related(size: 5) { id title titleLanguage authorNames versionLabel demo }
  }
`);

const messages = defineMessages({
  title: { id: 'article.related.title', defaultMessage: 'Related articles' },
  hint: {
    id: 'article.related.hint',
    defaultMessage: 'Articles of the same journal with the same keywords or column',
  },
});

function RelatedList({ article, siteId }: { article: ArticleRelated_ArticleFragment; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Box as="section" aria-labelledby="related-title" mt="10" data-testid="related-articles">
      <Heading as="h2" id="related-title" size="lg" pb="1" borderBottom="1px solid" borderColor="gray.200">
        {intl.formatMessage(messages.title)}
      </Heading>
      <Text fontSize="xs" color="gray.500" mt="1" mb="2">
        {intl.formatMessage(messages.hint)}
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0">
        {article.related.map((r) => (
          <Box as="li" key={r.id} py="1.5" borderBottom="1px dashed" borderColor="gray.200">
            <Box asChild fontWeight="medium" _hover={{ color: 'var(--theme-primary)' }}>
              <Link to={articleHref(siteId, r.id, lang)}>
                <DemoBadge demo={r.demo} text={r.title} />
                <span lang={r.titleLanguage}>{r.title}</span>
              </Link>
            </Box>
            {r.versionLabel && (
              <>
                {' '}
                <Label tone="green" data-testid="version-label">
                  {r.versionLabel}
                </Label>
              </>
            )}
            {r.authorNames.length > 0 && (
              <Text fontSize="sm" color="gray.600">
                {r.authorNames.join(', ')}
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The related articles section, or nothing when the article has none; `siteId` is the current site (for links). */
export function ArticleRelated({ article, siteId }: { article: ArticleRelated_ArticleFragment; siteId: number }) {
  if (article.related.length === 0) return null;
  return <RelatedList article={article} siteId={siteId} />;
}
