/** Verb: find a site by id (fixed path /rc-pub/front/site/findBySiteId). */
import type { SiteWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { requireSite } from './common.js';
import { usableSite } from './site-status.js';

/**
 * Site record for `siteId`.
 * @throws 404 unknown id; 10001/10002/10003 for forbidden, expired, maintenance sites
 */
export async function findBySiteId({ ctx, input }: { ctx: ServiceCtx; input: { siteId: number } }): Promise<SiteWire> {
  return usableSite(ctx, await requireSite(ctx, input.siteId));
}
