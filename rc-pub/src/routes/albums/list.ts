/** GET /rc-pub/front/album/list?siteId=&channelId=&page=&size= → Page<SiteAlbumWire> (docs/product/content.md#albums). */
import { Type } from '@fastify/type-provider-typebox';
import { AlbumPaths } from '../../contract/albums.js';
import { SiteAlbumPageSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { listAlbums } from '../../services/albums/list-albums.js';
import { Id, PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: AlbumPaths.albumList,
  summary: "A site's albums in their order, or those its album menu item names; page from 0",
  tags: ['album'],
  dataSchema: SiteAlbumPageSchema,
  query: {
    siteId: Id('site id'),
    channelId: Type.Optional(Id('menu item (channel) of the site whose albums to list; 404 when another site’s')),
    page: PageNo,
    size: PageSize(12),
  },
  verb: listAlbums,
});
