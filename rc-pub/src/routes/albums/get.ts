/** GET /rc-pub/front/album/{id}?siteId= → SiteAlbumWire (docs/product/content.md#albums). */
import { Type } from '@fastify/type-provider-typebox';
import { AlbumPaths } from '../../contract/albums.js';
import { SiteAlbumSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { getAlbum } from '../../services/albums/get-album.js';
import { Id, IdParams } from '../params.js';

export default defineRoute({
  url: `${AlbumPaths.album}/:id`,
  summary: 'One site album with its tab counts (404 when unknown or, with siteId, another site’s)',
  tags: ['album'],
  dataSchema: SiteAlbumSchema,
  params: IdParams,
  query: { siteId: Type.Optional(Id('the site the album must belong to')) },
  verb: getAlbum,
});
