/**
 * Abstracts and keywords in every language they are published in, the interface language first ("title,
 * abstract and keywords in both languages where present"). Abstract HTML is sanitized by rc-pub.
 */
import { Box, Flex, Heading, Tag, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { ArticleAbstracts_ArticleFragment } from '../../../gql/graphql.js';
import { languageName } from './languageName.js';
import { abstractInMessage, articleMessages } from './messages.js';
import { BODY_CLASS } from '../../../components/content/bodyStyles.js';
import { orderTexts } from './texts.js';

export const ArticleAbstracts_article = graphql(`
  fragment ArticleAbstracts_article on Article {
    id
    texts { lang isOriginal abstractHtml keywords }
  }
`);

/** One block per language version that has an abstract or keywords. */
export function ArticleAbstracts({ article }: { article: ArticleAbstracts_ArticleFragment }) {
  const intl = useIntl();
  const lang = useLang();
  const texts = orderTexts(article.texts, lang).filter((t) => t.abstractHtml?.trim() || t.keywords.length > 0);
  if (texts.length === 0) return null;
  const several = texts.length > 1;
  return (
    <Box as="section" aria-label={intl.formatMessage(articleMessages.abstract)} data-testid="abstracts">
      {texts.map((t) => (
        <Box key={t.lang} lang={t.lang} mb="5">
          {t.abstractHtml?.trim() && (
            <>
              <Heading as="h2" size="md" mb="2">
                {several
                  ? intl.formatMessage(abstractInMessage, { language: languageName(intl, t.lang) })
                  : intl.formatMessage(articleMessages.abstract)}
              </Heading>
              <Box className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: t.abstractHtml }} />
            </>
          )}
          {t.keywords.length > 0 && (
            <Flex gap="2" wrap="wrap" align="center" mt="2">
              <Text as="span" fontWeight="semibold" fontSize="sm">
                {intl.formatMessage(articleMessages.keywords)}:
              </Text>
              {t.keywords.map((k) => (
                <Tag.Root key={k} size="sm" variant="subtle">
                  <Tag.Label>{k}</Tag.Label>
                </Tag.Root>
              ))}
            </Flex>
          )}
        </Box>
      ))}
    </Box>
  );
}
