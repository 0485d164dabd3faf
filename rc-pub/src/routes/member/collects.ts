/** GET /rc-pub/front/frontMembers/collects?type=&page=&size= → Page<FavouriteWire> (docs/product/members.md#favourites). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { FavouritePageSchema } from '../../contract/wire-schemas/member.js';
import { defineRoute } from '../../lib/route.js';
import { listCollects } from '../../services/member/list-collects.js';
import { PageNo, PageSize } from '../params.js';
import { parseResourceType, ResourceTypeQuery } from './params.js';

export default defineRoute({
  url: RcPubPaths.collects,
  summary: "The member's favourites, newest first, of one type or all (token)",
  tags: ['member'],
  query: {
    type: Type.Optional(ResourceTypeQuery('only this resource type; absent: all')),
    page: PageNo,
    size: PageSize(10),
  },
  dataSchema: FavouritePageSchema,
  verb: ({ ctx, input }) =>
    listCollects({
      ctx,
      input: { ...input, type: input.type === undefined ? undefined : parseResourceType(input.type) },
    }),
});
