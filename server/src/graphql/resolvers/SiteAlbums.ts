/**
 * The album fields of Site (/newAlbumList, /newItemPage, /newAlbumDetail, /virtualProjectDetail;
 * /front/album; docs/product/content.md#albums): spread into the Site resolvers by index.ts. A menu item or album that is unknown or another site's
 * answers null, so the page shows its 404, not an error.
 */
import { ErrorCode, type SiteAlbumWire } from 'rc-pub/contract';
import type { AlbumTab, ResolversTypes, SiteResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { GatewayError, isGatewayError } from '../../domain/errors.js';

/** rc-pub's largest album page. */
const MAX_SIZE = 100;

/**
 * `page` (from 0) and `size` (1-100) as rc-pub takes them.
 * @throws GatewayError BAD_REQUEST outside those bounds
 */
export function albumPaging(page: number | null | undefined, size: number | null | undefined, dflt: number) {
  const p = page ?? 0;
  const s = size ?? dflt;
  if (p < 0 || s < 1 || s > MAX_SIZE)
    throw new GatewayError(ErrorCode.BAD_REQUEST, `page must be 0 or more and size 1-${MAX_SIZE}`);
  return { page: p, size: s };
}

/** `p`'s value, or null when rc-pub answers NOT_FOUND. */
export async function nullIfNotFound<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (isGatewayError(e, ErrorCode.NOT_FOUND)) return null;
    throw e;
  }
}

/**
 * One page of one tab of album `a` (Album.items, Site.albumItems): the asked tab when it holds items, else the first
 * that does; an empty album answers an empty page.
 * @throws GatewayError BAD_REQUEST for a page below 0 or a size outside 1-100
 */
export async function albumTabPage(
  a: SiteAlbumWire,
  args: { tab?: AlbumTab | null; page?: number | null; size?: number | null },
  ctx: GatewayContext,
): Promise<ResolversTypes['AlbumTabPage']> {
  const paging = albumPaging(args.page, args.size, 20);
  const shown = a.tabs.find((t) => t.tab === args.tab)?.tab ?? a.tabs[0]?.tab ?? null;
  if (!shown) return { tab: null, items: [], total: 0, ...paging };
  const p = await ctx.loaders.albums.items.load({ albumId: a.id, siteId: a.siteId, tab: shown, ...paging });
  return { tab: shown, items: p.content, total: p.total, page: p.page, size: p.size };
}

/** Site.albums, Site.album and Site.albumItems. */
export const SiteAlbums: Pick<SiteResolvers, 'albums' | 'album' | 'albumItems'> = {
  albums: async (site, { channelId, page, size }, ctx) => {
    const paging = albumPaging(page, size, 12);
    const q = { siteId: site.id, ...(channelId != null ? { channelId } : {}), ...paging };
    const found = await nullIfNotFound(ctx.loaders.albums.list.load(q));
    return found && { items: found.content, total: found.total, page: found.page, size: found.size };
  },
  album: (site, { id }, ctx) =>
    id > 0 ? nullIfNotFound(ctx.loaders.albums.album.load({ id, siteId: site.id })) : Promise.resolve(null),
  albumItems: async (site, { albumId, ...args }, ctx) => {
    const album =
      albumId > 0 ? await nullIfNotFound(ctx.loaders.albums.album.load({ id: albumId, siteId: site.id })) : null;
    return album && albumTabPage(album, args, ctx);
  },
};
