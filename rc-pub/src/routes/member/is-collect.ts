/** GET /rc-pub/front/frontMembers/isCollect?resourceType=&ids= → number[] (docs/product/members.md#favourites; visitors: []). */
import { RcPubPaths } from '../../contract/paths.js';
import { CollectedIdsSchema } from '../../contract/wire-schemas/member.js';
import { parseIdList } from '../../lib/ids.js';
import { defineRoute } from '../../lib/route.js';
import { isCollect } from '../../services/member/is-collect.js';
import { IdList } from '../params.js';
import { parseResourceType, ResourceTypeQuery } from './params.js';

export default defineRoute({
  url: RcPubPaths.isCollect,
  summary: 'Which of these resources the member has favourited (visitors: none)',
  tags: ['member'],
  query: { resourceType: ResourceTypeQuery('resource type of the ids'), ids: IdList('resource ids') },
  dataSchema: CollectedIdsSchema,
  verb: ({ ctx, input }) =>
    isCollect({
      ctx,
      input: { resourceType: parseResourceType(input.resourceType), ids: parseIdList('ids', input.ids) },
    }),
});
