/**
 * Search scope of a site (docs/product/search.md#search-scope): a single site searches its journal, a group its journals
 * (site_publications), the aggregate site (type all) everything. News are scoped by the site that publishes them,
 * except on the aggregate site.
 */
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findSiteById, listSitePublicationIds } from '../../repositories/sites.js';

/** Journals in scope (null = all) and the news site (null = all sites). */
export interface SiteScope {
  publicationIds: number[] | null;
  newsSiteId: number | null;
}

/**
 * The scope of `siteId`, intersected with the journal filter when one is given.
 * @throws RcPubError 404 siteIdNotFound for an unknown site
 */
export async function siteScope(ctx: ServiceCtx, siteId: number, journalFilter?: number[]): Promise<SiteScope> {
  const site = await findSiteById(ctx.db, siteId);
  if (!site) throw notFound('siteIdNotFound', { id: siteId });
  if (site.type === 'all') return { publicationIds: journalFilter?.length ? journalFilter : null, newsSiteId: null };
  const own = await listSitePublicationIds(ctx.db, siteId);
  if (site.type === 'single' && site.publicationId && !own.includes(site.publicationId)) own.push(site.publicationId);
  const ids = journalFilter?.length ? own.filter((id) => journalFilter.includes(id)) : own;
  return { publicationIds: ids, newsSiteId: siteId };
}
