/** POST /rc-pub/front/personalAlbum/editAlbum { id, name, enName?, description?, coverId? } → PersonalAlbumWire. */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { PersonalAlbumSchema } from '../../contract/wire-schemas/member.js';
import { definePostRoute } from '../../lib/route.js';
import { editAlbum } from '../../services/member/edit-album.js';
import { Id } from '../params.js';
import { AlbumBodyFields } from './params.js';

export default definePostRoute({
  url: RcPubPaths.albumEdit,
  summary: "Change a personal album; absent optional fields are cleared (token; another member's album: 404)",
  tags: ['member'],
  body: Type.Object({ id: Id('album id'), ...AlbumBodyFields }),
  dataSchema: PersonalAlbumSchema,
  verb: editAlbum,
});
