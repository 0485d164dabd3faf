/** GET /rc-pub/front/site/findBySiteId?siteId= → SiteWire (fixed path used by other tools). */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { findBySiteId } from '../../services/site/find-by-site-id.js';
import { Id } from '../params.js';
import { SiteLookupSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.findBySiteId,
  summary: 'Find a site by id; 10001/10002/10003 for forbidden/expired/maintenance sites',
  tags: ['site'],
  dataSchema: SiteLookupSchema,
  query: { siteId: Id('site id') },
  verb: findBySiteId,
});
