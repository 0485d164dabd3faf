/** GET /rc-pub/front/album/items?albumId=&siteId=&tab=&page=&size= → Page<SiteAlbumItemWire> (docs/product/content.md#albums). */
import { Type } from '@fastify/type-provider-typebox';
import { ALBUM_TABS, AlbumPaths } from '../../contract/albums.js';
import { SiteAlbumItemPageSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { listAlbumItems } from '../../services/albums/list-album-items.js';
import { Id, PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: AlbumPaths.albumItems,
  summary: 'One tab of a site album, its items resolved to articles, journals and media; page from 0',
  tags: ['album'],
  dataSchema: SiteAlbumItemPageSchema,
  query: {
    albumId: Id('album id'),
    siteId: Type.Optional(Id('the site the album must belong to')),
    tab: Type.Union(
      ALBUM_TABS.map((v) => Type.Literal(v)),
      { description: 'album tab (docs/product/content.md#albums): article, journal, audio or video' },
    ),
    page: PageNo,
    size: PageSize(20),
  },
  verb: listAlbumItems,
});
