/**
 * Article heading: column and article type above, the title in the interface language (else the original), the
 * other language versions' titles below it (each with its `lang`), and the version label (docs/product/content.md#version-label).
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { graphql } from '../../../gql/index.js';
import type { ArticleTitle_ArticleFragment } from '../../../gql/graphql.js';
import { useLang } from '../../../app/lang.js';
import { DemoBadge } from '../../../components/content/DemoBadge.js';
import { Label } from '../../../components/content/Label.js';
import { sameLabel } from './labels.js';
import { headline, orderTexts, primaryLang } from './texts.js';

export const ArticleTitle_article = graphql(`
  fragment ArticleTitle_article on Article {
    id
    title
    originalLanguage
    column
    articleType
    versionLabel
    demo
    texts { lang isOriginal title subtitle }
  }
`);

/** The title block (h1). */
export function ArticleTitle({ article: a }: { article: ArticleTitle_ArticleFragment }) {
  const lang = useLang();
  const ordered = orderTexts(a.texts, lang);
  const main = ordered[0];
  const { title: mainTitle, lang: mainLang } = headline(a, lang);
  const others = ordered.slice(1).filter((t) => t.title && t.title !== mainTitle);
  return (
    <Box as="header" mb="4">
      <Flex gap="2" wrap="wrap" mb="2" fontSize="sm">
        {a.column && <Label tone="blue">{a.column}</Label>}
        {a.articleType && !sameLabel(a.articleType, a.column) && <Label tone="outline">{a.articleType}</Label>}
        {a.versionLabel && (
          <Label tone="green" data-testid="version-label">
            {a.versionLabel}
          </Label>
        )}
      </Flex>
      <Heading as="h1" size="2xl" lineHeight="1.3" lang={mainLang} data-testid="article-title">
        <DemoBadge demo={a.demo} text={mainTitle} />
        {mainTitle}
      </Heading>
      {main?.subtitle && (
        <Text fontSize="lg" color="gray.700" lang={main.lang}>
          {main.subtitle}
        </Text>
      )}
      {others.map((t) => (
        <Text key={t.lang} fontSize="lg" color="gray.600" mt="1" lang={t.lang} data-lang={primaryLang(t.lang)}>
          {t.title}
          {t.subtitle ? `: ${t.subtitle}` : ''}
        </Text>
      ))}
    </Box>
  );
}
