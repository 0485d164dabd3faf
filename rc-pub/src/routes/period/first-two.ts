/** GET /rc-pub/front/front-period/firstTwo — The newest two regular issues of a journal, newest first */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { firstTwoPeriods } from '../../services/period/first-two.js';
import { Id } from '../params.js';
import { Type } from '@fastify/type-provider-typebox';
import { IssueSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.firstTwoPeriods,
  summary: 'The newest two regular issues of a journal, newest first',
  tags: ['period'],
  dataSchema: Type.Array(IssueSchema),
  query: { publicationIndexId: Id('publicationIndexId') },
  verb: firstTwoPeriods,
});
