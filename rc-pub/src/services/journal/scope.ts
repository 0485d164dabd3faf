/** The site and journal a journal-page call is about: both must exist and the journal be on the site. */
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { siteHoldsJournal } from '../../repositories/journal-lists.js';
import { findSiteById } from '../../repositories/sites.js';

/**
 * Checks that site `siteId` exists and, when `publicationId` is given, that the journal is one of the site's.
 * @throws 404 siteIdNotFound for an unknown site, publicationNotFound for a journal the site does not hold
 */
export async function checkJournalScope(ctx: ServiceCtx, siteId: number, publicationId?: number): Promise<void> {
  if (!(await findSiteById(ctx.db, siteId))) throw notFound('siteIdNotFound', { id: siteId });
  if (publicationId !== undefined && !(await siteHoldsJournal(ctx.db, siteId, publicationId)))
    throw notFound('publicationNotFound', { id: publicationId });
}
