/** Verb: the journals of a site with the single sites serving them (docs/product/sites-and-frame.md#group-entrance). */
import type { GroupWire, SiteType } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { fileUrl } from '../../lib/ids.js';
import { listPublicationsBySite } from '../../repositories/publications.js';
import { singleSitesOf } from '../../repositories/sites.js';
import { requireSite } from './common.js';

/** Group of `siteId`: its journals as publication links. @throws 404 unknown site */
export async function findGroup({ ctx, input }: { ctx: ServiceCtx; input: { siteId: number } }): Promise<GroupWire> {
  const site = await requireSite(ctx, input.siteId);
  const pubs = await listPublicationsBySite(ctx.db, site.id);
  const served = await singleSitesOf(
    ctx.db,
    pubs.map((p) => p.id),
  );
  return {
    siteId: site.id,
    sld: site.sld,
    type: site.type as SiteType,
    publications: pubs.map((p) => ({
      id: p.id,
      siteId: served.get(p.id)?.id ?? null,
      sld: served.get(p.id)?.sld ?? null,
      logo: fileUrl(p.coverFileId),
      publicationName: p.titleZh || p.titleEn,
      enPublicationName: p.titleEn || p.titleZh,
    })),
  };
}
