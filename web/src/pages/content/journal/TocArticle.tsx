/** One table-of-contents entry: title (linked to the article page), authors, pages and DOI. */
import { useIntl } from 'react-intl';
import { PickSlot } from '../../../components/basket/ListSlots.js';
import { graphql } from '../../../gql/index.js';
import type { TocArticle_ArticleFragment } from '../../../gql/graphql.js';
import { ArticleLine } from '../../../components/content/ArticleLine.js';
import { tocPagesMessage } from './messages.js';

/** The basket selection's name for a table of contents (components/basket/selection.ts). */
export const TOC_LIST = 'toc';

export const TocArticle_article = graphql(`
  fragment TocArticle_article on Article {
    ...ArticleLine_article
    articleType
    publishedDate
  }
`);

/**
 * An article row of an issue's table of contents, with its citation basket checkbox (list `toc`); a page
 * range reads "pp. 1-9", an elocation id (e2554) as is.
 */
export function TocArticle({ article, siteId }: { article: TocArticle_ArticleFragment; siteId: number }) {
  const intl = useIntl();
  return (
    <ArticleLine
      article={article}
      siteId={siteId}
      formatPages={(pages) => (/[-–]/.test(pages) ? intl.formatMessage(tocPagesMessage, { pages }) : pages)}
      linkDoi
      testId="toc-article"
      leading={<PickSlot list={TOC_LIST} article={article} />}
    />
  );
}
