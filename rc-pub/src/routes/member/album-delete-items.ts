/** POST /rc-pub/front/personalAlbum/res/delete { albumId, ids } → null ('Delete succeeded'). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { CountSchema } from '../../contract/wire-schemas/member.js';
import { definePostRoute } from '../../lib/route.js';
import { deleteAlbumItems } from '../../services/member/delete-album-items.js';
import { Id } from '../params.js';

export default definePostRoute({
  url: RcPubPaths.albumDeleteItems,
  summary: "Take items out of a personal album (token; another member's album or items: 404)",
  tags: ['member'],
  body: Type.Object({
    albumId: Id('album id'),
    ids: Type.Array(Id('album item id (AlbumItemWire.id)'), { maxItems: 500, description: 'the items to remove' }),
  }),
  dataSchema: CountSchema('number of items removed'),
  successMessage: 'deleteDone',
  verb: deleteAlbumItems,
});
