/**
 * The rankings page (docs/product/usage.md#rankings): `/rank/{lang}?metric=&window=&journal=`, the
 * fallback route `/{code}` of the hidden menu code `rank` (with columnId and the other menu parameters). The
 * Host's site: a single journal's site ranks its journal, a group or the aggregate site ranks across its journals
 * (or one of them). A bad metric, window or journal (not one of the site's), or a `columnId` that is no `rank` menu
 * item → 404 page.
 * Cached like other content pages (PAGE_CACHE_TTL_S): new counts show within that time.
 */
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { QueryError } from '../../app/QueryError.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import { graphql } from '../../gql/index.js';
import en from '../../i18n/en/usage.json';
import zh from '../../i18n/zh/usage.json';
import type { PageLoader } from '../../routes/lazy.js';
import { ContentNotFound } from '../../components/content/ContentNotFound.js';
import NotFoundPage from '../../components/errors/NotFoundPage.js';
import { rankMessages } from './messages.js';
import { parseRankRequest, type RankRequest, rankVariables } from '../../components/usage/rankParams.js';
import { RankingView } from './RankingView.js';

const catalogues = { zh, en };

export const RankPageQuery = graphql(`
  query RankPage(
    $metric: RankMetric!
    $window: RankWindow!
    $publicationId: Int
    $size: Int!
    $channelId: Int!
    $withChannel: Boolean!
  ) {
    site { name ...Frame_site ...RankingView_site }
    channel(id: $channelId) @include(if: $withChannel) { id code }
  }
`);

function Rank({ request }: { request: RankRequest }) {
  const intl = useIntl();
  const { data, error } = useQuery(RankPageQuery, { variables: rankVariables(request) });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const wrongMenu = request.channelId !== null && data.channel?.code !== 'rank';
  const ranking = data.site.ranking;
  return (
    <Frame site={data.site}>
      {wrongMenu || !ranking ? (
        <ContentNotFound site={data.site.name} />
      ) : (
        <>
          <Title page={intl.formatMessage(rankMessages.title)} site={data.site.name} />
          <RankingView site={data.site} ranking={ranking} metric={request.metric} window={request.window} />
        </>
      )}
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx); null for a bad URL. */
export const loader: PageLoader = ({ search }) => {
  const request = parseRankRequest(search);
  return request ? { query: RankPageQuery, variables: rankVariables(request) } : null;
};

/** The rankings route component. */
export default function RankPage() {
  const [search] = useSearchParams();
  const request = parseRankRequest(search);
  if (!request) return <NotFoundPage />;
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <Rank request={request} />
    </ChunkCatalogue>
  );
}
