/** Shared site helpers of the service verbs: load a site or fail with a translated 404. */
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findSiteById, type SiteRow } from '../../repositories/sites.js';

/**
 * The site with id `siteId`.
 * @throws RcPubError status 404 when no such site exists
 */
export async function requireSite(ctx: ServiceCtx, siteId: number): Promise<SiteRow> {
  const site = await findSiteById(ctx.db, siteId);
  if (!site) throw notFound('siteIdNotFound', { id: siteId });
  return site;
}
