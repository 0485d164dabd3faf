/** Verb: journals of a site, or by ids (/front/front-publication, docs/product/calls-and-errors.md#journals-and-issues). */
import type { PublicationWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { parseIdList } from '../../lib/ids.js';
import { listPublicationsByIds, listPublicationsBySite } from '../../repositories/publications.js';
import { requireSite } from '../site/common.js';
import { publicationsToWire } from './common.js';

/** Journals of `siteId` (site order) or with `ids` (id order). @throws 400 neither given / bad ids; 404 unknown site */
export async function listPublications({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId?: number | undefined; ids?: string | undefined };
}): Promise<PublicationWire[]> {
  if (input.ids !== undefined)
    return publicationsToWire(ctx.db, await listPublicationsByIds(ctx.db, parseIdList('ids', input.ids)));
  if (input.siteId === undefined) throw badRequest('needOneOf', { names: 'siteId, ids' });
  await requireSite(ctx, input.siteId);
  return publicationsToWire(ctx.db, await listPublicationsBySite(ctx.db, input.siteId));
}
