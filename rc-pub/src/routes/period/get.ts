/** GET /rc-pub/front/front-period/{id} → IssueWire. */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getPeriod } from '../../services/period/get-period.js';
import { IdParams } from '../params.js';

export default defineRoute({
  url: `${RcPubPaths.period}/:id`,
  summary: 'One issue',
  tags: ['period'],
  data: 'IssueWire',
  params: IdParams,
  verb: getPeriod,
});
