/** News detail (SPEC §2): `/newsDetails/{siteId}/{id}/{lang}`. Unknown or malformed id → 404 page (HTTP 404). */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { QueryError } from '../../../app/QueryError.js';
import { siteArgsFromParams } from '../../../app/site.js';
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import type { PageLoader } from '../../../routes/lazy.js';
import NotFoundPage from '../../errors/NotFoundPage.js';
import { ContentNotFound } from '../common/ContentNotFound.js';
import { idParam } from '../common/params.js';
import { NewsView } from './NewsView.js';

export const NewsDetailPageQuery = graphql(`
  query NewsDetailPage($sld: String, $siteId: Int, $id: Int!) {
    site(sld: $sld, id: $siteId) { ...Frame_site }
    news(id: $id) { ...NewsView_news }
  }
`);

function NewsDetail({ id }: { id: number }) {
  const site = siteArgsFromParams(useParams());
  const { data, error } = useQuery(NewsDetailPageQuery, { variables: { sld: site.sld, siteId: site.id, id } });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <Frame site={data.site}>
      {data.news ? (
        <>
          <Title page={data.news.title} site={data.site.name} />
          <NewsView news={data.news} />
        </>
      ) : (
        <ContentNotFound site={data.site.name} />
      )}
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params }) => {
  const id = idParam(params.id);
  if (id === null) return null;
  const site = siteArgsFromParams(params);
  return { query: NewsDetailPageQuery, variables: { sld: site.sld, siteId: site.id, id } };
};

/** The news detail route component. */
export default function NewsDetailPage() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <NewsDetail id={id} />;
}
