/** GET /rc-pub/front/site/contentVersions → ContentVersionsWire (issue 7: the gateway's page cache keys on it). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getContentVersions } from '../../services/site/content-versions.js';

export default defineRoute({
  url: RcPubPaths.contentVersions,
  summary:
    'Content version counters: one per site sld, bumped in the same transaction as an import of a journal the site ' +
    'holds, a reindex or a seed; global rises with every bump',
  tags: ['site'],
  data: 'ContentVersionsWire',
  dataSchema: Type.Object({
    global: Type.Integer({ minimum: 0, description: 'rises with every bump of any site' }),
    sites: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'sld → counter' }),
  }),
  verb: getContentVersions,
});
