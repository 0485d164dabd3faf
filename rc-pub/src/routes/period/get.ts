/** GET /rc-pub/front/front-period/{id} → IssueWire. */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getPeriod } from '../../services/period/get-period.js';
import { IdParams } from '../params.js';
import { IssueSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: `${RcPubPaths.period}/:id`,
  summary: 'One issue',
  tags: ['period'],
  dataSchema: IssueSchema,
  params: IdParams,
  verb: getPeriod,
});
