/**
 * /rssList (docs/product/citation-and-harvest.md#rss-and-atom-feeds; it opens in a new tab): the feeds of the
 * request's site in both languages. `/rssList`, `/rssList/{lang}` or `/rssList?lang=`; the Host picks the site, as
 * the gateway's feeds do. Its messages (web/src/i18n/{zh,en}/feeds.json) come with this chunk.
 */
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../app/QueryError.js';
import { Title } from '../../../app/Title.js';
import { ChunkCatalogue } from '../../../app/chunkCatalogue.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import en from '../../../i18n/en/feeds.json';
import zh from '../../../i18n/zh/feeds.json';
import type { PageLoader } from '../../../routes/lazy.js';
import { rssListMessages } from './messages.js';
import { RssListView } from './RssListView.js';

const catalogues = { zh, en };

export const RssListPageQuery = graphql(`
  query RssListPage {
    site { ...Frame_site ...RssListView_site }
  }
`);

function PageTitle({ site }: { site: string }) {
  return <Title page={useIntl().formatMessage(rssListMessages.title)} site={site} />;
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = () => ({ query: RssListPageQuery, variables: {} });

/** The /rssList route component. */
export default function RssListPage() {
  const { data, error } = useQuery(RssListPageQuery);
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <Frame site={data.site}>
      <ChunkCatalogue catalogues={catalogues}>
        <PageTitle site={data.site.name} />
        <RssListView site={data.site} />
      </ChunkCatalogue>
    </Frame>
  );
}
