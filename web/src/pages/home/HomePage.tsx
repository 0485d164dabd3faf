/**
 * Home page for `/`, `/homeNav/{site}/{lang}` and `/{site}/home/{lang}` (SPEC §2). One query loads the frame and the
 * home content. Single site: journal info, the latest issue's table of contents, news. Group and aggregate sites:
 * the journals grid and news.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../app/QueryError.js';
import { siteArgsFromParams, useSiteArgs } from '../../app/site.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import type { PageLoader } from '../../routes/lazy.js';
import { graphql } from '../../gql/index.js';
import type { HomePageQuery } from '../../gql/graphql.js';
import { JournalGrid } from './JournalGrid.js';
import { JournalInfo } from './JournalInfo.js';
import { LatestIssue } from './LatestIssue.js';
import { homeMessages } from './messages.js';
import { NewsList } from './NewsList.js';

export const HomePageQueryDocument = graphql(`
  query HomePage($sld: String, $id: Int) {
    site(sld: $sld, id: $id) {
      ...Frame_site
      publication {
        ...JournalInfo_publication
        latestIssue { ...LatestIssue_issue }
      }
      publications { ...JournalCard_publication }
      homeModules {
        id
        type
        title
        news { ...NewsList_news }
      }
    }
  }
`);

type HomeSite = HomePageQuery['site'];

function NewsModules({ site }: { site: HomeSite }) {
  const intl = useIntl();
  const modules = site.homeModules.filter((m) => m.type === 'news' && m.news.length > 0);
  return (
    <>
      {modules.map((m) => (
        <NewsList key={m.id} title={m.title || intl.formatMessage(homeMessages.news)} items={m.news} siteId={site.id} />
      ))}
    </>
  );
}

function SingleHome({ site }: { site: HomeSite }) {
  const p = site.publication;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8">
      <Stack gap="8">
        {p && <JournalInfo publication={p} />}
        <LatestIssue issue={p?.latestIssue ?? null} siteId={site.id} />
      </Stack>
      <Stack gap="8">
        <NewsModules site={site} />
      </Stack>
    </Grid>
  );
}

function GroupHome({ site }: { site: HomeSite }) {
  return (
    <Stack gap="8">
      <JournalGrid publications={site.publications} />
      <NewsModules site={site} />
    </Stack>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params }) => ({
  query: HomePageQueryDocument,
  variables: { ...siteArgsFromParams(params) },
});

/** The home route's page. */
export default function HomePage() {
  const args = useSiteArgs();
  const { data, error } = useQuery(HomePageQueryDocument, { variables: args });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const site = data.site;
  return (
    <Frame site={site}>
      <Title site={site.name} />
      {site.type === 'SINGLE' ? <SingleHome site={site} /> : <GroupHome site={site} />}
    </Frame>
  );
}
