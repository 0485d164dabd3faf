/** POST /rc-pub/front/personalAlbum/delete { id } → null ('Delete succeeded'). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { CountSchema } from '../../contract/wire-schemas/member.js';
import { definePostRoute } from '../../lib/route.js';
import { deleteAlbum } from '../../services/member/delete-album.js';
import { Id } from '../params.js';

export default definePostRoute({
  url: RcPubPaths.albumDelete,
  summary: "Delete a personal album and its items (token; another member's album: 404)",
  tags: ['member'],
  body: Type.Object({ id: Id('album id') }),
  dataSchema: CountSchema('number of albums deleted (1)'),
  successMessage: 'deleteDone',
  verb: deleteAlbum,
});
