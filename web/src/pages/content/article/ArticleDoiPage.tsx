/**
 * Article by DOI (docs/product/content.md#article-page): `/article/doi/{siteId}/{doi...}/{lang}`, where the DOI may span several segments
 * (e.g. /article/doi/3/10.1371/journal.pone.0002554/en). A malformed or unknown DOI gives the 404 page.
 */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { QueryError } from '../../../app/QueryError.js';
import { siteArgsFromParams } from '../../../app/site.js';
import NotFoundPage from '../../../components/errors/NotFoundPage.js';
import { graphql } from '../../../gql/index.js';
import type { PageLoader } from '../../../routes/lazy.js';
import { ArticleScreen } from './ArticleScreen.js';
import { parseDoiPath } from './doiPath.js';

export const ArticleDoiPageQuery = graphql(`
  query ArticleDoiPage($sld: String, $siteId: Int, $doi: String!) {
    site(sld: $sld, id: $siteId) { ...Frame_site }
    articleByDoi(doi: $doi) { ...ArticleView_article ...ArticleScreen_article }
  }
`);

function ArticleByDoi({ doi }: { doi: string }) {
  const site = siteArgsFromParams(useParams());
  const { data, error } = useQuery(ArticleDoiPageQuery, { variables: { sld: site.sld, siteId: site.id, doi } });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return <ArticleScreen site={data.site} article={data.articleByDoi} />;
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params }) => {
  const parsed = parseDoiPath(params['*']);
  if (!parsed) return null;
  const site = siteArgsFromParams(params);
  return { query: ArticleDoiPageQuery, variables: { sld: site.sld, siteId: site.id, doi: parsed.doi } };
};

/** The article-by-DOI route component. */
export default function ArticleDoiPage() {
  const parsed = parseDoiPath(useParams()['*']);
  if (!parsed) return <NotFoundPage />;
  return <ArticleByDoi doi={parsed.doi} />;
}
