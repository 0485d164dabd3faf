/**
 * Article by id (docs/product/content.md#article-page): `/article/id/{siteId}/{thesisId}/{lang}`, `/article/id/{siteId}/{thesisId}/{style}/{lang}`,
 * `/thesis/{siteId}/{thesisId}[/{style}]/{lang}`, `/{lang}/article/{siteId}/{thesisId}`, `/{lang}/thesis/...`.
 * `style` is accepted and ignored. A non-numeric id or an unknown article gives the 404 page (HTTP 404).
 */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { QueryError } from '../../../app/QueryError.js';
import { siteArgsFromParams } from '../../../app/site.js';
import NotFoundPage from '../../../components/errors/NotFoundPage.js';
import { graphql } from '../../../gql/index.js';
import type { PageLoader } from '../../../routes/lazy.js';
import { idParam } from '../../../components/content/params.js';
import { ArticleScreen } from './ArticleScreen.js';

export const ArticlePageQuery = graphql(`
  query ArticlePage($sld: String, $siteId: Int, $id: Int!) {
    site(sld: $sld, id: $siteId) { ...Frame_site }
    article(id: $id) { ...ArticleView_article ...ArticleScreen_article }
  }
`);

function ArticleById({ id }: { id: number }) {
  const site = siteArgsFromParams(useParams());
  const { data, error } = useQuery(ArticlePageQuery, { variables: { sld: site.sld, siteId: site.id, id } });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return <ArticleScreen site={data.site} article={data.article} />;
}

/** The article id of the route, or null when the URL is malformed (404 page). */
function articleId(params: Readonly<Record<string, string | undefined>>): number | null {
  const id = idParam(params.thesisId);
  const langOk = params.lang === undefined || params.lang === 'zh' || params.lang === 'en';
  return langOk ? id : null;
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params }) => {
  const id = articleId(params);
  if (id === null) return null;
  const site = siteArgsFromParams(params);
  return { query: ArticlePageQuery, variables: { sld: site.sld, siteId: site.id, id } };
};

/** The article-by-id route component. */
export default function ArticlePage() {
  const id = articleId(useParams());
  if (id === null) return <NotFoundPage />;
  return <ArticleById id={id} />;
}
