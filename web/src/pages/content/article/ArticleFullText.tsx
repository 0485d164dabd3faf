/**
 * The full text: the language-version switch, the section outline as an in-page TOC (sticky sidebar on wide
 * screens) and the body HTML (sanitized by rc-pub, injected with an anchor per figure, table and media item so search
 * hits can link to them: ./resourceAnchors.ts; figure images as buttons that open the figure viewer and missing images
 * as a note linking to the publisher: components/figures/bodyFigures.ts), followed by the references. Without a body
 * (the CSL demo records): one column with the 'no full text' note and the references, no outline column.
 */
import { Box, Grid, GridItem, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { ArticleFullText_ArticleFragment } from '../../../gql/graphql.js';
import { ArticleOutline, type OutlineItem } from './ArticleOutline.js';
import { REFERENCES_ANCHOR } from './ArticleReferences.js';
import { BODY_CLASS } from '../../../components/content/bodyStyles.js';
import { withBodyFigures } from '../../../components/figures/bodyFigures.js';
import type { FigureViewerControl } from '../../../components/figures/FigureViewerHost.js';
import { bodyFigureTexts } from '../../../components/figures/figureTexts.js';
import { articleMessages } from './messages.js';
import { withResourceAnchors } from './resourceAnchors.js';
import { pickBodyText, textsWithBody } from './texts.js';
import { TEXT_PARAM, TextVersionSwitch } from './TextVersionSwitch.js';

export const ArticleFullText_article = graphql(`
  fragment ArticleFullText_article on Article {
    id
    texts {
      lang
      isOriginal
      bodyHtml
      outline { id title level }
    }
    references { id }
    resources { id jatsId kind label publisherUrl image { width height } }
  }
`);

/**
 * Body and outline; `after` (the references) is rendered in the main column below the body; `figureEvents` open the
 * figure viewer from the body's figure images.
 */
export function ArticleFullText({
  article,
  after,
  figureEvents,
}: {
  article: ArticleFullText_ArticleFragment;
  after?: ReactNode;
  figureEvents?: FigureViewerControl['bodyEvent'];
}) {
  const intl = useIntl();
  const lang = useLang();
  const [search] = useSearchParams();
  const text = pickBodyText(article.texts, lang, search.get(TEXT_PARAM));
  const versions = textsWithBody(article.texts, lang).map((t) => t.lang);
  const bodyHtml = text?.bodyHtml;
  const anchored = useMemo(
    () =>
      bodyHtml
        ? withBodyFigures(withResourceAnchors(bodyHtml, article.resources), article.resources, bodyFigureTexts(intl))
        : null,
    [bodyHtml, article.resources, intl],
  );
  const extra: OutlineItem[] =
    article.references.length > 0
      ? [{ id: REFERENCES_ANCHOR, title: intl.formatMessage(articleMessages.references), level: 1 }]
      : [];
  if (!text || !anchored)
    // No body: one column, the heading for assistive technology only and the sentence as a quiet note, so no visible
    // heading sits over a one-line note beside an empty outline column.
    return (
      <Box as="section" mt="8" id="full-text" aria-labelledby="full-text-heading" data-testid="no-full-text">
        <Heading as="h2" id="full-text-heading" srOnly>
          {intl.formatMessage(articleMessages.fullText)}
        </Heading>
        <Text color="gray.700" bg="gray.50" borderRadius="md" px="4" py="3" fontSize="sm">
          {intl.formatMessage(articleMessages.noFullText)}
        </Text>
        {after}
      </Box>
    );
  return (
    <Grid templateColumns={{ base: '1fr', lg: '240px minmax(0, 1fr)' }} gap="8" mt="8" id="full-text">
      <GridItem minW="0" display={{ base: 'none', lg: 'block' }} data-print="hide">
        <ArticleOutline outline={text.outline} extra={extra} />
      </GridItem>
      <GridItem minW="0">
        <Heading as="h2" size="lg" mb="3" srOnly>
          {intl.formatMessage(articleMessages.fullText)}
        </Heading>
        <TextVersionSwitch langs={versions} current={text.lang} />
        {text.outline.length > 0 && (
          <Box
            as="details"
            display={{ base: 'block', lg: 'none' }}
            mb="4"
            p="3"
            border="1px solid"
            borderColor="gray.200"
            borderRadius="md"
            data-print="hide"
          >
            <Box as="summary" cursor="pointer" fontWeight="semibold">
              {intl.formatMessage(articleMessages.outline)}
            </Box>
            <ArticleOutline outline={text.outline} extra={extra} idPrefix="narrow" />
          </Box>
        )}
        <Box
          lang={text.lang}
          className={BODY_CLASS}
          dangerouslySetInnerHTML={{ __html: anchored }}
          onClick={figureEvents}
          onKeyDown={figureEvents}
          data-testid="article-body"
        />
        {after}
      </GridItem>
    </Grid>
  );
}
