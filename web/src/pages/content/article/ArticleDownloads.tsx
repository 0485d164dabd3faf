/**
 * The article's downloads (docs/product/content.md#article-page): a section whose list (the PDF, the JATS XML and the
 * supplementary files, components/figures/DownloadList.tsx) comes from its own chunk after hydration, as the usage line
 * does, so the article page's initial JS carries only this section; its height is kept from the server render on (one
 * line per file), so nothing below it moves when the list arrives. Crawlers find the PDF in the head
 * (citation_pdf_url, ./scholarlyMeta.ts).
 */
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLoadedChunk } from '../../../components/basket/useLoadedChunk.js';
import { BODY_CLASS } from '../../../components/content/bodyStyles.js';
import { downloadsChunk } from '../../../components/figures/downloadsChunk.js';
import { figureMessages as m } from '../../../components/figures/messages.js';
import { graphql } from '../../../gql/index.js';
import type { ArticleDownloads_ArticleFragment } from '../../../gql/graphql.js';

export const ArticleDownloads_article = graphql(`
  fragment ArticleDownloads_article on Article {
    id
    pdf { url origin size }
    xmlUrl
    supplementaryFiles { id label fileName fileSize mime downloadUrl }
  }
`);

/** The downloads section of `article`. */
export function ArticleDownloads({ article }: { article: ArticleDownloads_ArticleFragment }) {
  const intl = useIntl();
  const mod = useLoadedChunk(downloadsChunk);
  const lines = 1 + (article.xmlUrl ? 1 : 0) + article.supplementaryFiles.length;
  return (
    <Box
      as="section"
      aria-labelledby="downloads-title"
      className={BODY_CLASS}
      mb="6"
      css={{
        '& ul': { my: '1' },
        '& li': { minH: '28px', my: '0' },
        '& li span': { color: 'gray.600', fontSize: 'sm' },
      }}
      data-testid="article-downloads"
      data-print="hide"
    >
      <Heading as="h2" id="downloads-title" size="sm">
        {intl.formatMessage(m.downloads)}
      </Heading>
      <Box minH={`${lines * 28 + 8}px`}>{mod ? <mod.DownloadList article={article} /> : null}</Box>
    </Box>
  );
}
