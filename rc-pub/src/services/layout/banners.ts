/** Verb: banners of a site (docs/product/sites-and-frame.md#site-banners). */
import type { BannerWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { listBanners as rows } from '../../repositories/site-config.js';
import { toBannerWire } from '../mappers/site.js';
import { requireSite } from '../site/common.js';

/** Banners in order. @throws 404 unknown site */
export async function listBanners({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number };
}): Promise<BannerWire[]> {
  await requireSite(ctx, input.siteId);
  return (await rows(ctx.db, input.siteId)).map(toBannerWire);
}
