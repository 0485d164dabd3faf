/**
 * News detail (docs/product/content.md#news): `/newsDetails/{siteId}/{id}/{lang}`. Unknown or malformed id → 404 page (HTTP 404). The same
 * module serves the news lists /news and /newsInfo (newsLists.tsx), so they add no page to the entry.
 */
import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { QueryError } from '../../../app/QueryError.js';
import { siteArgsFromParams } from '../../../app/site.js';
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import type { PageLoader } from '../../../routes/lazy.js';
import NotFoundPage from '../../../components/errors/NotFoundPage.js';
import { ContentNotFound, HoldingSiteRedirect } from '../../../components/content/ContentNotFound.js';
import { idParam } from '../../../components/content/params.js';
import { NewsIntl } from './NewsIntl.js';
import { NewsView } from './NewsView.js';
import { isNewsListPath, NewsLists, newsListLoader } from './newsLists.js';

export const NewsDetailPageQuery = graphql(`
  query NewsDetailPage($sld: String, $siteId: Int, $id: Int!) {
    site(sld: $sld, id: $siteId) { ...Frame_site }
    news(id: $id) { siteId ...NewsView_news }
  }
`);

function NewsDetail({ id }: { id: number }) {
  const site = siteArgsFromParams(useParams());
  const { data, error } = useQuery(NewsDetailPageQuery, { variables: { sld: site.sld, siteId: site.id, id } });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <Frame site={data.site}>
      <HoldingSiteRedirect siteId={data.site.id} holders={data.news ? [data.news.siteId] : null} />
      {data.news ? (
        <>
          <Title page={data.news.title} site={data.site.name} />
          <NewsIntl>
            <NewsView news={data.news} />
          </NewsIntl>
        </>
      ) : (
        <ContentNotFound site={data.site.name} />
      )}
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = (args) => {
  if (isNewsListPath(args.pathname)) return newsListLoader(args);
  const { params } = args;
  const id = idParam(params.id);
  if (id === null) return null;
  const site = siteArgsFromParams(params);
  return { query: NewsDetailPageQuery, variables: { sld: site.sld, siteId: site.id, id } };
};

/** The news detail route component. */
export default function NewsDetailPage() {
  const params = useParams();
  const { pathname } = useLocation();
  if (isNewsListPath(pathname)) return <NewsLists />;
  const id = idParam(params.id);
  if (id === null) return <NotFoundPage />;
  return <NewsDetail id={id} />;
}
