/** POST /rc-pub/front/personalAlbum/res/addList { albumIds, items: [{ resourceType, resourceId }] } → null (docs/product/members.md#personal-albums). */
import { Type } from '@fastify/type-provider-typebox';
import { ALBUM_MAX_ITEMS_PER_ADD, ALBUM_MAX_SELECTIONS } from '../../contract/member.js';
import { RcPubPaths } from '../../contract/paths.js';
import { CountSchema } from '../../contract/wire-schemas/member.js';
import { definePostRoute } from '../../lib/route.js';
import { addAlbumItems } from '../../services/member/add-album-items.js';
import { Id } from '../params.js';
import { AlbumResourceTypeBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.albumAddItems,
  summary: `Put articles, figures, tables, video or audio into 1..${ALBUM_MAX_SELECTIONS} of the member's albums (token)`,
  tags: ['member'],
  body: Type.Object({
    albumIds: Type.Array(Id('album id'), {
      // more than ALBUM_MAX_SELECTIONS answers 'At most 5 selections' from the verb
      maxItems: 50,
      description: `the albums, 1..${ALBUM_MAX_SELECTIONS} ('At most 5 selections'; none: 'Please select one of the albums')`,
    }),
    items: Type.Array(Type.Object({ resourceType: AlbumResourceTypeBody, resourceId: Id('id of the resource') }), {
      minItems: 1,
      maxItems: ALBUM_MAX_ITEMS_PER_ADD,
      description: 'the resources to add',
    }),
  }),
  dataSchema: CountSchema('number of new album entries (resources already in an album are not counted)'),
  successMessage: 'collectDone',
  verb: addAlbumItems,
});
