/**
 * POST /rc-pub/front/site-visits { visits: [{ sld, clientIp, userAgent, at }] } → RecordSiteVisitsWire:
 * the gateway's batch of server-rendered page views, counted as site visits for the footer (docs/product/usage.md#site-visit-counters).
 */
import { Type } from '@fastify/type-provider-typebox';
import { SITE_VISITS_MAX_BATCH, SiteVisitPaths } from '../../contract/site-visits.js';
import { RecordSiteVisitsSchema } from '../../contract/wire-schemas/index.js';
import { definePostRoute } from '../../lib/route.js';
import { recordSiteVisits } from '../../services/usage/record-site-visits.js';

export default definePostRoute({
  url: SiteVisitPaths.recordSiteVisits,
  summary: 'Count page views as site visits (crawlers and the same visitor within 30 minutes left out)',
  tags: ['usage'],
  body: Type.Object({
    visits: Type.Array(
      Type.Object({
        sld: Type.String({ minLength: 1, maxLength: 63, description: 'the site subdomain (sld)' }),
        clientIp: Type.String({ maxLength: 64, description: "the reader's IP (hashed in memory, never stored)" }),
        userAgent: Type.String({ maxLength: 2048, description: "the reader's user agent" }),
        at: Type.Integer({ minimum: 0, description: 'when the page was answered, ms since the epoch' }),
      }),
      { maxItems: SITE_VISITS_MAX_BATCH, description: 'page views, oldest first' },
    ),
  }),
  dataSchema: RecordSiteVisitsSchema,
  verb: recordSiteVisits,
});
