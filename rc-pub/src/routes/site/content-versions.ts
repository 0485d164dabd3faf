/** GET /rc-pub/front/site/contentVersions → ContentVersionsWire (the gateway's page cache keys on it). */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getContentVersions } from '../../services/site/content-versions.js';
import { ContentVersionsSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.contentVersions,
  summary:
    'Content version counters: one per site sld, bumped in the same transaction as an import of a journal the site ' +
    'holds, a reindex or a seed; global rises with every bump',
  tags: ['site'],
  dataSchema: ContentVersionsSchema,
  verb: getContentVersions,
});
