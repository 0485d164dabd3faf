/** GET /rc-pub/front/expert/{id}?siteId= → ExpertWire (docs/product/content.md#editorial-board). */
import { EditorialPaths } from '../../contract/editorial.js';
import { ExpertSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { getExpert } from '../../services/editorial/get-expert.js';
import { Id, IdParams } from '../params.js';

export default defineRoute({
  url: `${EditorialPaths.expert}/:id`,
  summary: 'One expert of a site (404 when it belongs to another site)',
  tags: ['editorial'],
  dataSchema: ExpertSchema,
  params: IdParams,
  query: { siteId: Id('site id') },
  verb: getExpert,
});
