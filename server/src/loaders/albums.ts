/**
 * Per-request loaders of the site albums (/front/album, docs/product/content.md#albums): each distinct query is one rc-pub call, so a
 * page asking for the same album or tab twice makes one call.
 */
import type DataLoader from 'dataloader';
import type { Page, SiteAlbumItemWire, SiteAlbumWire } from 'rc-pub/contract';
import type { AlbumItemsQuery, AlbumListQuery } from '../rc-pub/album-client.js';
import type { RcPubClient } from '../rc-pub/client.js';
import { dedupe } from './dedupe.js';

/** One album by id, of one site. */
export interface AlbumKey {
  id: number;
  siteId: number;
}

/** The album loaders of one request; rc-pub's 404 is a NOT_FOUND error of the key (resolvers answer null). */
export interface AlbumLoaders {
  /** A page of a site's albums (or of an album menu item's), by its query. */
  list: DataLoader<AlbumListQuery, Page<SiteAlbumWire>, string>;
  /** One album of a site. */
  album: DataLoader<AlbumKey, SiteAlbumWire, string>;
  /** One page of one tab of an album, by its query. */
  items: DataLoader<AlbumItemsQuery, Page<SiteAlbumItemWire>, string>;
}

/** Creates the album loaders for one request. */
export function createAlbumLoaders(client: RcPubClient): AlbumLoaders {
  return {
    list: dedupe((q) => client.albums.list(q)),
    album: dedupe((k) => client.albums.album(k.id, k.siteId)),
    items: dedupe((q) => client.albums.items(q)),
  };
}
