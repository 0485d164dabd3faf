/** GET /rc-pub/front/personalAlbum/res/search?albumId=&page=&size= → Page<AlbumItemWire> (docs/product/calls-and-errors.md#member-records). */
import { RcPubPaths } from '../../contract/paths.js';
import { AlbumItemPageSchema } from '../../contract/wire-schemas/member.js';
import { defineRoute } from '../../lib/route.js';
import { listAlbumItems } from '../../services/member/list-album-items.js';
import { Id, PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: RcPubPaths.albumItems,
  summary: "The resources of a personal album, newest first, with titles and thumbnails (token; another's: 404)",
  tags: ['member'],
  query: { albumId: Id('album id'), page: PageNo, size: PageSize(10) },
  dataSchema: AlbumItemPageSchema,
  verb: listAlbumItems,
});
