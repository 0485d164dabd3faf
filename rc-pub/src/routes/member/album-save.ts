/** POST /rc-pub/front/personalAlbum/saveAlbum { name, enName?, description?, coverId? } → PersonalAlbumWire. */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { PersonalAlbumSchema } from '../../contract/wire-schemas/member.js';
import { definePostRoute } from '../../lib/route.js';
import { saveAlbum } from '../../services/member/save-album.js';
import { AlbumBodyFields } from './params.js';

export default definePostRoute({
  url: RcPubPaths.albumSave,
  summary: 'Create a personal album (token; the cover is an albumCover upload of this member)',
  tags: ['member'],
  body: Type.Object(AlbumBodyFields),
  dataSchema: PersonalAlbumSchema,
  verb: saveAlbum,
});
