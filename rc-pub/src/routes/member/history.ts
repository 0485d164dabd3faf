/** POST /rc-pub/front/frontMembers/history { articleId, siteId? } → null: records an article page view (docs/product/members.md#downloads-and-history). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { CountSchema } from '../../contract/wire-schemas/member.js';
import { definePostRoute } from '../../lib/route.js';
import { recordHistory } from '../../services/member/record-history.js';
import { Id } from '../params.js';

export default definePostRoute({
  url: RcPubPaths.recordHistory,
  summary: 'Record that the member opened an article page (one entry per article per UTC day; token)',
  tags: ['member'],
  body: Type.Object({ articleId: Id('the article opened'), siteId: Type.Optional(Id('site it was opened on')) }),
  dataSchema: CountSchema('id of the history entry of this article today'),
  verb: recordHistory,
});
