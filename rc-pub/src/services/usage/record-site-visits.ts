/**
 * Verb: a batch of page views from the gateway (docs/product/usage.md#site-visit-counters). Resolves the subdomains to
 * sites, applies the visit rules in memory (usage/site-visits.ts) and answers at once; the counts are written in the
 * recorder's next batch.
 */
import type { RecordSiteVisitsBody, RecordSiteVisitsWire } from '../../contract/site-visits.js';
import type { ServiceCtx } from '../../lib/context.js';
import { siteIdsBySld } from '../../repositories/site-visits.js';

/** Records `input.visits`; `counted` is how many were visits (crawlers, repeats and unknown sites are not). */
export async function recordSiteVisits({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: RecordSiteVisitsBody;
}): Promise<RecordSiteVisitsWire> {
  const ids = await siteIdsBySld(ctx.db, [...new Set(input.visits.map((v) => v.sld.toLowerCase()))]);
  let counted = 0;
  for (const v of input.visits) {
    const siteId = ids.get(v.sld.toLowerCase());
    if (siteId === undefined) continue;
    const outcome = ctx.siteVisits.record({
      siteId,
      clientIp: v.clientIp,
      userAgent: v.userAgent.slice(0, 512) || null,
      at: new Date(Math.min(v.at, Date.now())),
    });
    if (outcome === 'counted') counted++;
  }
  return { counted };
}
