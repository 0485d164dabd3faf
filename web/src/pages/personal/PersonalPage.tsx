/**
 * /personal, the personal centre (docs/product/members.md#personal-centre; tabs collect, download, album, subscribe,
 * infomation and account; members only). `/personal/{tab}/{lang}` (lang last; `/personal/{lang}` and `/personal` open the first tab). One query
 * for the page: the frame's site and the member with the fragment of the open tab only (`@include` on the tab). A
 * visitor (`me` null) goes to /login?redirect=<this path> (a 302 from the server render, a navigation in the
 * browser). Never cached (route cache class `none`). Messages: web/src/i18n/{zh,en}/personal.json, with this chunk.
 */
import { type ReactNode, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLang } from '../../app/lang.js';
import { QueryError } from '../../app/QueryError.js';
import { useRenderOutcome, useStatus } from '../../app/ssrStatus.js';
import { Title } from '../../app/Title.js';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { Frame } from '../../components/frame/Frame.js';
import { graphql } from '../../gql/index.js';
import type {
  AccountTab_MemberFragment,
  CollectTab_MemberFragment,
  DownloadTab_MemberFragment,
  ProfileTab_MemberFragment,
  SubscribeTab_MemberFragment,
} from '../../gql/graphql.js';
import en from '../../i18n/en/personal.json';
import zh from '../../i18n/zh/personal.json';
import type { PageLoader } from '../../routes/lazy.js';
import { NotFoundContent } from '../../app/NotFoundContent.js';
import { AccountTab } from './AccountTab.js';
import { AlbumTab } from './AlbumTab.js';
import { CollectTab } from './CollectTab.js';
import { DownloadTab } from './DownloadTab.js';
import { pm } from './messages.js';
import { RouterLink } from './ui.js';
import { loginHref, PAGE_SIZE, personalHref, personalState, TABS, type PersonalState, type Tab } from './nav.js';
import { ProfileTab } from './ProfileTab.js';
import { SubscribeTab } from './SubscribeTab.js';

const catalogues = { zh, en };

export const PersonalPageQuery = graphql(`
  query PersonalPage(
    $collect: Boolean!
    $download: Boolean!
    $album: Boolean!
    $albumOpen: Boolean!
    $subscribe: Boolean!
    $profile: Boolean!
    $account: Boolean!
    $type: MemberResourceType
    $page: Int!
    $hpage: Int!
    $size: Int!
    $keyword: String
    $albumId: Int!
  ) {
    site { ...Frame_site }
    me {
      displayName
      ...CollectTab_member @include(if: $collect)
      ...DownloadTab_member @include(if: $download)
      ...AlbumTab_member @include(if: $album)
      ...AlbumDetail_member @include(if: $albumOpen)
      ...SubscribeTab_member @include(if: $subscribe)
      ...ProfileTab_member @include(if: $profile)
      ...AccountTab_member @include(if: $account)
    }
  }
`);

/** The variables of the page's query for a URL state (the same for the loader and the page). */
export function personalVariables(s: PersonalState) {
  const tab = s.tab ?? 'collect';
  return {
    collect: tab === 'collect',
    download: tab === 'download',
    album: tab === 'album' && s.open === null,
    albumOpen: tab === 'album' && s.open !== null,
    subscribe: tab === 'subscribe',
    profile: tab === 'infomation',
    account: tab === 'account',
    type: s.type,
    page: s.page,
    hpage: s.hpage,
    size: PAGE_SIZE,
    keyword: s.q || null,
    albumId: s.open ?? 0,
  };
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params, search }) => ({
  query: PersonalPageQuery,
  variables: personalVariables(personalState(params, search)),
});

const TAB_LABELS = {
  collect: pm.tabCollect,
  download: pm.tabDownload,
  album: pm.tabAlbum,
  subscribe: pm.tabSubscribe,
  infomation: pm.tabInfomation,
  account: pm.tabAccount,
} as const;

/** Sends a visitor to login (server: 302; browser: replacing navigation). */
function ToLogin({ to }: { to: string }) {
  const outcome = useRenderOutcome();
  outcome.redirect = to;
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function TabNav({ current }: { current: Tab }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Box as="nav" aria-label={intl.formatMessage(pm.tabs)} borderBottom="1px solid" borderColor="gray.200" mb="6">
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="1" wrap="wrap" data-testid="personal-tabs">
        {TABS.map((tab) => (
          <li key={tab}>
            <RouterLink
              display="inline-flex"
              alignItems="center"
              minH="44px"
              px="3"
              borderBottom="3px solid"
              borderColor={tab === current ? 'var(--theme-primary)' : 'transparent'}
              fontWeight={tab === current ? 'semibold' : 'normal'}
              color={tab === current ? 'var(--theme-primary)' : 'gray.700'}
              to={personalHref(tab, lang)}
              aria-current={tab === current ? 'page' : undefined}
            >
              {intl.formatMessage(TAB_LABELS[tab])}
            </RouterLink>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

function NotFound() {
  useStatus(404);
  return <NotFoundContent />;
}

/** The /personal route component. */
export default function PersonalPage() {
  const params = useParams();
  const location = useLocation();
  const lang = useLang();
  const state = personalState(params, new URLSearchParams(location.search));
  const { data, error } = useQuery(PersonalPageQuery, { variables: personalVariables(state) });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const me = data.me;
  if (!me) return <ToLogin to={loginHref(location.pathname + location.search, lang)} />;
  const siteId = data.site.id;
  return (
    <Frame site={data.site} titleNav={false}>
      <ChunkCatalogue catalogues={catalogues}>
        <PersonalBody state={state} siteName={data.site.name} displayName={me.displayName}>
          {/* The query included exactly the open tab's fragment (personalVariables), so its fields are there. */}
          {state.tab === 'collect' && (
            <CollectTab member={me as CollectTab_MemberFragment} state={state} siteId={siteId} />
          )}
          {state.tab === 'download' && (
            <DownloadTab member={me as DownloadTab_MemberFragment} state={state} siteId={siteId} />
          )}
          {state.tab === 'album' && <AlbumTab member={me} state={state} siteId={siteId} />}
          {state.tab === 'subscribe' && <SubscribeTab member={me as SubscribeTab_MemberFragment} />}
          {state.tab === 'infomation' && <ProfileTab member={me as ProfileTab_MemberFragment} />}
          {state.tab === 'account' && <AccountTab member={me as AccountTab_MemberFragment} />}
        </PersonalBody>
      </ChunkCatalogue>
    </Frame>
  );
}

function PersonalBody({
  state,
  siteName,
  displayName,
  children,
}: {
  state: PersonalState;
  siteName: string;
  displayName: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  if (!state.tab) return <NotFound />;
  const tabName = intl.formatMessage(TAB_LABELS[state.tab]);
  return (
    <Box data-testid="personal" data-tab={state.tab}>
      <Title page={`${tabName} - ${intl.formatMessage(pm.title)}`} site={siteName} />
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="2">
        <Heading as="h1" size="xl">
          {intl.formatMessage(pm.title)}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {intl.formatMessage(pm.hello, { name: displayName })}
        </Text>
      </Flex>
      <TabNav current={state.tab} />
      <Heading as="h2" size="lg" mb="4">
        {tabName}
      </Heading>
      {children}
    </Box>
  );
}
