/**
 * Shared rendering of both article routes (by id and by DOI): the frame, the document title (the article title,
 * docs/product/content.md#article-page) and the article, or the 404 content with HTTP 404 when the article does not exist. On a site
 * that does not hold the article's journal the page answers 301 to the same page on one that does.
 */
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import type {
  ArticleScreen_ArticleFragment,
  ArticleView_ArticleFragment,
  Frame_SiteFragment,
} from '../../../gql/graphql.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import { useHoldingSiteRedirect } from '../../../components/content/ContentNotFound.js';
import { ArticleView } from './ArticleView.js';

export const ArticleScreen_article = graphql(`
  fragment ArticleScreen_article on Article {
    id
    publication { id siteIds }
  }
`);

/** Frame + article (or 404 body when `article` is null), or the redirect to a site holding the article. */
export function ArticleScreen({
  site,
  article,
}: {
  site: Frame_SiteFragment;
  article: (ArticleView_ArticleFragment & ArticleScreen_ArticleFragment) | null | undefined;
}) {
  const redirect = useHoldingSiteRedirect(site.id, article?.publication.siteIds);
  if (redirect) return redirect;
  return (
    <Frame site={site}>
      {article ? (
        <>
          <Title page={article.title} site={site.name} />
          <ArticleView article={article} siteId={site.id} />
        </>
      ) : (
        <ContentNotFound site={site.name} />
      )}
    </Frame>
  );
}
