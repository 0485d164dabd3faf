/**
 * Verb: one tab of a site album (tabs article, journal, audio, video: docs/product/content.md#albums), its items resolved to the
 * portal's articles, journals and media (titles, journal, article, file) as the personal centre resolves kept entries.
 */
import { ALBUM_TAB_TYPES, type AlbumTab, type SiteAlbumItemWire } from '../../contract/albums.js';
import type { Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { pageAlbumItemsOfType } from '../../repositories/albums.js';
import { resolveTargets, targetKey } from '../mappers/member-targets.js';
import { requireSiteAlbum, toAlbumWires } from './common.js';

/**
 * Page (from 0, default size 20) of album `albumId`'s items in tab `tab`, in the album's order.
 * @throws RcPubError 404 albumNotFound (unknown, or another site's when `siteId` is given)
 */
export async function listAlbumItems({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: {
    albumId: number;
    tab: AlbumTab;
    siteId?: number | undefined;
    page?: number | undefined;
    size?: number | undefined;
  };
}): Promise<Page<SiteAlbumItemWire>> {
  const row = await requireSiteAlbum(ctx, input.albumId, input.siteId);
  const page = input.page ?? 0;
  const size = input.size ?? 20;
  const resourceType = ALBUM_TAB_TYPES[input.tab];
  const [[album], rows] = await Promise.all([
    toAlbumWires(ctx, [row]),
    pageAlbumItemsOfType(ctx.db, row.id, resourceType, page, size),
  ]);
  const total = album!.tabs.find((t) => t.tab === input.tab)?.count ?? 0;
  const keys = rows.map((r) => ({ resourceType, resourceId: r.resourceId }));
  const targets = await resolveTargets(ctx, keys);
  const content = keys.map((k) => ({ albumId: row.id, tab: input.tab, target: targets.get(targetKey(k))! }));
  return { total, page, size, content };
}
