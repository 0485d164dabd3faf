/** POST /rc-pub/front/frontMembers/unCollectByIdAndType { resourceType, resourceId } → null (docs/product/members.md#favourites). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { CountSchema } from '../../contract/wire-schemas/member.js';
import { definePostRoute } from '../../lib/route.js';
import { uncollect } from '../../services/member/uncollect.js';
import { Id } from '../params.js';
import { ResourceTypeBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.unCollectByIdAndType,
  summary: 'Remove a favourite (token; 404 when the member has none of it)',
  tags: ['member'],
  body: Type.Object({ resourceType: ResourceTypeBody, resourceId: Id('id of the resource') }),
  dataSchema: CountSchema('number of favourites removed (1)'),
  successMessage: 'uncollectDone',
  verb: uncollect,
});
