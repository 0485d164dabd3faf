/** Album: a site album with its tabs (docs/product/content.md#albums; SiteAlbumWire). */
import type { AlbumResolvers } from '../../__generated__/resolvers.js';
import { albumTabPage } from './SiteAlbums.js';
import { asImageUrl } from './util.js';

export const Album: AlbumResolvers = {
  coverUrl: (a) => asImageUrl(a.coverFileId),
  /** The asked tab when it holds items, else the first that does; an empty album answers an empty page. */
  items: (a, args, ctx) => albumTabPage(a, args, ctx),
};
