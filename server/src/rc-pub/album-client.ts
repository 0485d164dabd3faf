/**
 * The site album calls of rc-pub (/front/album and the album tabs, docs/product/content.md#albums): one method per path of
 * rc-pub/src/contract/albums.ts, as {@link RcPubClient} has for content. Knows no GraphQL.
 */
import { AlbumPaths, type AlbumTab, type Page, type SiteAlbumItemWire, type SiteAlbumWire } from 'rc-pub/contract';
import type { Query, RcPubCaller, RcPubHttp } from './http.js';

/** Query of the album list: the site, optionally the album menu item (channel), page from 0 and size. */
export interface AlbumListQuery {
  siteId: number;
  channelId?: number;
  page?: number;
  size?: number;
}

/** Query of one tab of an album: the album, optionally the site it must belong to, the tab, page from 0, size. */
export interface AlbumItemsQuery {
  albumId: number;
  siteId?: number;
  tab: AlbumTab;
  page?: number;
  size?: number;
}

/** rc-pub's album calls as one request's caller (language, token). 404s become NOT_FOUND GatewayErrors. */
export class AlbumApi {
  constructor(
    private readonly http: RcPubHttp,
    private readonly caller: RcPubCaller,
  ) {}

  private get<T>(path: string, query: Query): Promise<T> {
    return this.http.getData<T>(this.caller, path, query, 'object');
  }

  /** A page of a site's albums (or of those an album menu item names). */
  list(q: AlbumListQuery): Promise<Page<SiteAlbumWire>> {
    return this.get(AlbumPaths.albumList, { ...q });
  }
  /** One album, of site `siteId` when given. */
  album(id: number, siteId?: number): Promise<SiteAlbumWire> {
    return this.get(`${AlbumPaths.album}/${id}`, siteId === undefined ? {} : { siteId });
  }
  /** One tab of an album, paged. */
  items(q: AlbumItemsQuery): Promise<Page<SiteAlbumItemWire>> {
    return this.get(AlbumPaths.albumItems, { ...q });
  }
}
