/** GET /rc-pub/front/front-period/list?ids= → IssueWire[]. */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { listPeriods } from '../../services/period/list-periods.js';
import { IdList } from '../params.js';
import { Type } from '@fastify/type-provider-typebox';
import { IssueSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.periods,
  summary: 'Issues by ids, newest first',
  tags: ['period'],
  dataSchema: Type.Array(IssueSchema),
  query: { ids: IdList('issue ids, comma-separated') },
  verb: listPeriods,
});
