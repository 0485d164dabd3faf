/** GET /rc-pub/front/site/findBySld?sld= → SiteWire (fixed path used by other tools; docs/product/calls-and-errors.md#sites-and-layout). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { findBySld } from '../../services/site/find-by-sld.js';
import { SiteLookupSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.findBySld,
  summary: 'Find a site by subdomain (empty → www); 10001/10002/10003 for forbidden/expired/maintenance sites',
  tags: ['site'],
  dataSchema: SiteLookupSchema,
  query: { sld: Type.Optional(Type.String({ maxLength: 63, description: 'subdomain, e.g. plosone' })) },
  verb: findBySld,
});
