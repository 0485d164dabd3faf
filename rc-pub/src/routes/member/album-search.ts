/** GET /rc-pub/front/personalAlbum/search?keyword=&page=&size= → Page<PersonalAlbumWire> (docs/product/calls-and-errors.md#member-records). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { PersonalAlbumPageSchema } from '../../contract/wire-schemas/member.js';
import { defineRoute } from '../../lib/route.js';
import { searchAlbums } from '../../services/member/search-albums.js';
import { PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: RcPubPaths.albumSearch,
  summary: "The member's personal albums, last changed first; keyword matches name or English name (token)",
  tags: ['member'],
  query: {
    keyword: Type.Optional(Type.String({ maxLength: 100, description: 'part of the name or English name' })),
    page: PageNo,
    size: PageSize(10),
  },
  dataSchema: PersonalAlbumPageSchema,
  verb: searchAlbums,
});
