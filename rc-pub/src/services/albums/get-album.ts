/** Verb: one site album with its tab counts (/newAlbumDetail, /virtualProjectDetail; /front/album; docs/product/content.md#albums). */
import type { SiteAlbumWire } from '../../contract/albums.js';
import type { ServiceCtx } from '../../lib/context.js';
import { requireSiteAlbum, toAlbumWires } from './common.js';

/** Album `id` (of site `siteId` when given). @throws RcPubError 404 albumNotFound (unknown, or another site's) */
export async function getAlbum({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id: number; siteId?: number | undefined };
}): Promise<SiteAlbumWire> {
  const row = await requireSiteAlbum(ctx, input.id, input.siteId);
  const [wire] = await toAlbumWires(ctx, [row]);
  return wire!;
}
