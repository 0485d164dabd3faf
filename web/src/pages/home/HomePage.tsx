/**
 * Home page for `/`, `/homeNav/{site}/{lang}` and `/{site}/home/{lang}` (docs/product/sites-and-frame.md#home-page). One query loads the frame and the
 * home content: a single site's journal information, then the home channel's modules in their order under their own
 * titles (HomeModules.tsx: latest issue, online first, most read, news, journals, banners, html,
 * rank). A site without a module list shows the journal's newest issue (single) or its journals (group, aggregate).
 */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { QueryError } from '../../app/QueryError.js';
import { siteArgsFromParams, useSiteArgs } from '../../app/site.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import type { PageLoader } from '../../routes/lazy.js';
import { graphql } from '../../gql/index.js';
import type { HomePageQuery } from '../../gql/graphql.js';
import { JournalGrid } from '../../components/journal/JournalGrid.js';
import { JournalInfo } from './JournalInfo.js';
import { LatestIssue } from './LatestIssue.js';
import { HomeModules } from './HomeModules.js';

export const HomePageQueryDocument = graphql(`
  query HomePage($sld: String, $id: Int) {
    site(sld: $sld, id: $id) {
      ...Frame_site
      groupType
      publication {
        ...JournalInfo_publication
        latestIssue { ...LatestIssue_issue }
      }
      publications { ...JournalCard_publication }
      banners { ...SiteBanners_banner }
      homeModules {
        id
        type
        title
        issue { ...LatestIssue_issue }
        articles { ...ArticleLine_article }
        news { ...NewsList_news }
        publications { ...JournalCard_publication }
        html
        ranking { ...RankModule_ranking }
      }
    }
  }
`);

type HomeSite = HomePageQuery['site'];

/** A site without a module list: the journal's newest issue (single site) or the journals (group, aggregate). */
function DefaultHome({ site }: { site: HomeSite }) {
  const p = site.publication;
  if (site.type === 'SINGLE') return <LatestIssue issue={p?.latestIssue ?? null} siteId={site.id} />;
  return <JournalGrid publications={site.publications} siteId={site.id} />;
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
      <Stack gap="8" minW="0">
        {site.type === 'SINGLE' && site.publication && <JournalInfo publication={site.publication} />}
        {site.homeModules.length > 0 ? <HomeModules site={site} /> : <DefaultHome site={site} />}
      </Stack>
    </Frame>
  );
}
