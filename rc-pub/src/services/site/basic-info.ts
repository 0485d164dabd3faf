/** Verb: publication basic info of a site (docs/product/content.md#publication-basic-info: id, indexed, groupType). */
import type { BasicInfoWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { countsOf, listPublicationsByIds } from '../../repositories/publications.js';
import { holdingSitesOf } from '../../repositories/sites.js';
import { toPublicationWire } from '../mappers/content.js';
import { requireSite } from './common.js';

/** For a single site its journal; for group/aggregate sites a null publication. @throws 404 unknown site */
export async function getBasicInfo({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number };
}): Promise<BasicInfoWire> {
  const site = await requireSite(ctx, input.siteId);
  const [pub] = site.publicationId ? await listPublicationsByIds(ctx.db, [site.publicationId]) : [];
  if (!pub) return { id: null, indexed: null, groupType: site.groupType, publication: null };
  const [counts, holders] = await Promise.all([countsOf(ctx.db, [pub.id]), holdingSitesOf(ctx.db, [pub.id])]);
  return {
    id: pub.id,
    indexed: pub.indexed,
    groupType: site.groupType,
    publication: toPublicationWire(pub, { id: site.id, sld: site.sld }, counts.get(pub.id), holders.get(pub.id) ?? []),
  };
}
