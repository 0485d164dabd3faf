/**
 * The album pages (docs/product/content.md#albums), one module for four routes (budget: one route-table entry):
 * - /newAlbumList/{siteId}/{menuId}/{lang} (menu codes virtualAlbum, newAlbum): the albums as cards;
 * - /newItemPage/{siteId}/{menuId}/{lang} (menu codes newItem, item): the albums as rows with their tabs;
 * - /newAlbumDetail/{siteId}/{virtualId}/{lang}?tab=&page=: one album with its tabs;
 * - /virtualProjectDetail?virtualId=&index=&type=: the same album page addressed by query (site from the Host).
 * A menu item or album that is unknown or another site's, a malformed id and a page past the end answer the 404 page.
 * Texts: web/src/i18n/{zh,en}/albums.json, with this chunk.
 */
import { useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { QueryError } from '../../app/QueryError.js';
import { siteArgsFromParams } from '../../app/site.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import { graphql } from '../../gql/index.js';
import en from '../../i18n/en/albums.json';
import zh from '../../i18n/zh/albums.json';
import type { AlbumDetailPageQueryVariables, AlbumListPageQueryVariables } from '../../gql/graphql.js';
import type { LoaderArgs, PageLoader } from '../../routes/lazy.js';
import { ContentNotFound } from '../../components/content/ContentNotFound.js';
import { idParam } from '../../components/content/params.js';
import { SiteDefault, siteDefaultLoader, type SiteDefaultKind } from '../../components/sitedefault/SiteDefault.js';
import NotFoundPage from '../../components/errors/NotFoundPage.js';
import { AlbumDetail } from './AlbumDetail.js';
import { AlbumList } from './AlbumList.js';
import { albumMessages as m } from './messages.js';
import { albumArgs, albumViewOf, isQueryForm, pageParam } from './params.js';

const catalogues = { zh, en };

export const AlbumListPageQuery = graphql(`
  query AlbumListPage($sld: String, $siteId: Int, $channelId: Int!, $page: Int!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      albums(channelId: $channelId, page: $page, size: 12) { ...SiteAlbumList_page }
    }
    channel(id: $channelId) { id name }
  }
`);

export const AlbumDetailPageQuery = graphql(`
  query AlbumDetailPage($sld: String, $siteId: Int, $id: Int!, $tab: AlbumTab, $page: Int!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      album(id: $id) { ...SiteAlbumDetail_album }
      albumItems(albumId: $id, tab: $tab, page: $page, size: 20) { ...SiteAlbumTab_page }
    }
  }
`);

/** What an album URL asks for: a list (cards or rows) or an album, with its query variables; null = 404 page. */
type AlbumRequest =
  | { kind: 'list'; rows: boolean; variables: AlbumListPageQueryVariables }
  | { kind: 'detail'; variables: AlbumDetailPageQueryVariables }
  | null;

/** Parses an album URL (see the module comment). */
function albumRequest({ params, search, pathname }: Omit<LoaderArgs, 'lang'>): AlbumRequest {
  const view = albumViewOf(pathname);
  const site = siteArgsFromParams(params);
  const page = pageParam(search);
  if (view === 'cards' || view === 'rows') {
    const channelId = idParam(params.id);
    if (channelId === null) return null;
    return { kind: 'list', rows: view === 'rows', variables: { sld: site.sld, siteId: site.id, channelId, page } };
  }
  if (view !== 'detail') return null;
  const { id, tab } = albumArgs(pathname, params, search);
  if (id === null) return null;
  return { kind: 'detail', variables: { sld: site.sld, siteId: site.id, id, tab, page } };
}

/**
 * The site default a bare album URL stands for (docs/product/sites-and-frame.md#bare-routes): /newItemPage without a
 * menu item the site's items, the other three without their id the site's albums; null when the URL has its id.
 */
function bareKind({ params, search, pathname }: Omit<LoaderArgs, 'lang'>): SiteDefaultKind | null {
  const view = albumViewOf(pathname);
  if (view === null || params.id !== undefined) return null;
  if (isQueryForm(pathname) && search.has('virtualId')) return null;
  return view === 'rows' ? 'items' : 'albums';
}

/** The list routes: the menu item's name (else 'Albums') and its albums. */
function ListView({ variables, rows }: { variables: AlbumListPageQueryVariables; rows: boolean }) {
  const intl = useIntl();
  const { data, error } = useQuery(AlbumListPageQuery, { variables });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const albums = data.site.albums;
  const found = albums && (albums.items.length > 0 || albums.page === 0);
  const heading = data.channel?.name || intl.formatMessage(m.heading);
  return (
    <Frame site={data.site}>
      <ChunkCatalogue catalogues={catalogues}>
        {found ? (
          <>
            <Title page={heading} site={data.site.name} />
            <Heading as="h1" size="2xl" mb="4" pb="2" borderBottom="2px solid var(--theme-bottom-line)">
              {heading}
            </Heading>
            <AlbumList page={albums} siteId={data.site.id} layout={rows ? 'rows' : 'cards'} />
          </>
        ) : (
          <ContentNotFound site={data.site.name} />
        )}
      </ChunkCatalogue>
    </Frame>
  );
}

/** The album routes: one album and its open tab. */
function DetailView({ variables }: { variables: AlbumDetailPageQueryVariables }) {
  const { data, error } = useQuery(AlbumDetailPageQuery, { variables });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const album = data.site.album;
  const items = data.site.albumItems;
  const found = album && items && (items.items.length > 0 || items.page === 0);
  return (
    <Frame site={data.site}>
      <ChunkCatalogue catalogues={catalogues}>
        {found ? (
          <>
            <Title page={album.name} site={data.site.name} />
            <AlbumDetail album={album} items={items} siteId={data.site.id} />
          </>
        ) : (
          <ContentNotFound site={data.site.name} />
        )}
      </ChunkCatalogue>
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = (args) => {
  const bare = bareKind(args);
  if (bare) return siteDefaultLoader(args.params, bare);
  const r = albumRequest(args);
  if (!r) return null;
  return r.kind === 'list'
    ? { query: AlbumListPageQuery, variables: r.variables }
    : { query: AlbumDetailPageQuery, variables: r.variables };
};

/** The album route component: the list or the album, by path. */
export default function AlbumsPage() {
  const params = useParams();
  const { pathname, search } = useLocation();
  const args = { params, pathname, search: new URLSearchParams(search) };
  const bare = bareKind(args);
  if (bare) return <SiteDefault kind={bare} />;
  const r = albumRequest(args);
  if (!r) return <NotFoundPage />;
  return r.kind === 'list' ? (
    <ListView variables={r.variables} rows={r.rows} />
  ) : (
    <DetailView variables={r.variables} />
  );
}
