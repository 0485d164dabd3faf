/**
 * Wire shapes of the site albums (name, English name, cover; tabs article, journal, audio, video:
 * docs/product/content.md#albums; /front/album): curated lists of a site's articles, journals and media, shown by the
 * /newAlbumList, /newAlbumDetail, /virtualProjectDetail and /newItemPage pages. Not the members' personal
 * albums (member.ts). Shared by rc-pub's album routes and the gateway's client.
 */
import type { AlbumTabCountWire, SiteAlbumItemWire, SiteAlbumWire } from './wire-schemas/albums.js';
import type { AlbumTab } from './enums.js';
export { ALBUM_TABS, type AlbumTab } from './enums.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type { AlbumTabCountWire, SiteAlbumItemWire, SiteAlbumWire };

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

/** The resource-type id stored in album_items.resource_type for each tab (428, -3, 28, 29). */
export const ALBUM_TAB_TYPES = { article: 428, journal: -3, audio: 28, video: 29 } as const satisfies Record<
  AlbumTab,
  number
>;
