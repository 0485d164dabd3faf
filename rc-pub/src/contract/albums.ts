/**
 * Wire shapes of the site albums (name, English name, cover; tabs article, journal, audio, video:
 * docs/product/content.md#albums; /front/album): curated lists of a site's articles, journals and media, shown by the
 * /newAlbumList, /newAlbumDetail, /virtualProjectDetail and /newItemPage pages. Not the members' personal
 * albums (member.ts). Shared by rc-pub's album routes and the gateway's client.
 */
import type { MemberTargetWire } from './member.js';

/** The album paths (/front/album, docs/product/calls-and-errors.md#albums-editorial-board-and-books); every GET also takes `timestamps` and the `language` header. */
export const AlbumPaths = {
  /**
   * ?siteId=&channelId=&page=&size= → Page<SiteAlbumWire>: the site's albums in their order (page from 0, size 12).
   * With `channelId` (a menu item of code virtualAlbum, newAlbum, newItem or item) the albums that item
   * names in its link value ('3,5'), else all of the site's; 404 when that item is not one of the site's.
   */
  albumList: '/rc-pub/front/album/list',
  /** /{id}?siteId= → SiteAlbumWire; 404 when no such album, or it is another site's (site isolation). */
  album: '/rc-pub/front/album',
  /**
   * ?albumId=&siteId=&tab=&page=&size= → Page<SiteAlbumItemWire>: one tab of an album, in the album's order (page
   * from 0, size 20); 404 as for `album`.
   */
  albumItems: '/rc-pub/front/album/items',
} as const;

/** The album tabs, in the order of docs/product/content.md#albums. */
export const ALBUM_TABS = ['article', 'journal', 'audio', 'video'] as const;
/** One of {@link ALBUM_TABS}. */
export type AlbumTab = (typeof ALBUM_TABS)[number];

/** The resource-type id stored in album_items.resource_type for each tab (428, -3, 28, 29). */
export const ALBUM_TAB_TYPES = { article: 428, journal: -3, audio: 28, video: 29 } as const satisfies Record<
  AlbumTab,
  number
>;

/** How many items one tab of an album holds. */
export interface AlbumTabCountWire {
  tab: AlbumTab;
  /** Items of this tab (at least 1: tabs without items are left out). */
  count: number;
}

/** A site album (docs/product/content.md#albums). Texts: '' stored values are null. */
export interface SiteAlbumWire {
  id: number;
  siteId: number;
  /** Name in the request's language, else the other ('' when it has none). */
  name: string;
  nameZh: string | null;
  nameEn: string | null;
  /** Description in the request's language, else the other; null when none. */
  description: string | null;
  /** Cover image: a stored file (GET /rc-pub/front/files/get?id=), e.g. an article's figure; null when none. */
  coverFileId: number | null;
  /** Items in all tabs. */
  itemCount: number;
  /** The tabs that hold items, in tab order; empty for an empty album. */
  tabs: AlbumTabCountWire[];
}

/** An item of a site album, resolved to what it points at (article, journal, audio or video of the portal). */
export interface SiteAlbumItemWire {
  albumId: number;
  tab: AlbumTab;
  /** Title, journal, article and file of the item; `exists` false when the record is gone. */
  target: MemberTargetWire;
}
