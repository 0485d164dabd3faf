/**
 * Shared rendering of both article routes (by id and by DOI): the frame, the document title (the article title,
 * SPEC §2 thesis detail) and the article, or the 404 content with HTTP 404 when the article does not exist.
 */
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import type { ArticleView_ArticleFragment, Frame_SiteFragment } from '../../../gql/graphql.js';
import { ContentNotFound } from '../common/ContentNotFound.js';
import { ArticleView } from './ArticleView.js';

/** Frame + article (or 404 body when `article` is null). */
export function ArticleScreen({
  site,
  article,
}: {
  site: Frame_SiteFragment;
  article: ArticleView_ArticleFragment | null | undefined;
}) {
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
