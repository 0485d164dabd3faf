/** GET /rc-pub/front/personalAlbum/info?id= → PersonalAlbumWire with item count and cover URL (docs/product/calls-and-errors.md#member-records). */
import { RcPubPaths } from '../../contract/paths.js';
import { PersonalAlbumSchema } from '../../contract/wire-schemas/member.js';
import { defineRoute } from '../../lib/route.js';
import { albumInfo } from '../../services/member/album-info.js';
import { Id } from '../params.js';

export default defineRoute({
  url: RcPubPaths.albumInfo,
  summary: "One personal album with its item count and cover URL (token; another member's album: 404)",
  tags: ['member'],
  query: { id: Id('album id') },
  dataSchema: PersonalAlbumSchema,
  verb: albumInfo,
});
