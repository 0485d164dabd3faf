/**
 * Query fields of editorial boards and books (code editorial /newEditorial, the /book page of code
 * book: docs/product/content.md; spread into Query by Query.ts). A menu item that does not exist, or belongs to another site, gives null, so the
 * page answers its 404.
 */
import { EXPERT_PAGE_SIZE, type ChannelInfoWire, type ExpertGroupWire } from 'rc-pub/contract';
import type { QueryResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import type { BookShelfParent, EditorialBoardParent } from '../mappers.js';

/**
 * The menu item `menuId` when it belongs to site `siteId` (absent: the menu item's own site, as a menu link of the
 * fallback form /{code}?columnId= names no site), with that site's id; null when the menu item is unknown or belongs
 * to another site.
 */
async function menuOfSite(
  ctx: GatewayContext,
  siteId: number | null | undefined,
  menuId: number,
): Promise<{ siteId: number; menu: ChannelInfoWire } | null> {
  if ((siteId !== null && siteId !== undefined && siteId < 1) || menuId < 1) return null;
  const menu = await ctx.loaders.channel.load(menuId);
  if (!menu || (siteId !== null && siteId !== undefined && menu.siteId !== siteId)) return null;
  return { siteId: menu.siteId, menu };
}

/** The board topic of a menu item: its link value when that is a positive integer (the expert list's topicId), else null. */
export function topicOf(menu: Pick<ChannelInfoWire, 'linkValue'>): number | null {
  const v = menu.linkValue?.trim() ?? '';
  return /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null;
}

export const editorialQueries: Pick<QueryResolvers, 'editorialBoard' | 'bookShelf'> = {
  editorialBoard: async (_p, { siteId, menuId }, ctx): Promise<EditorialBoardParent | null> => {
    const found = await menuOfSite(ctx, siteId, menuId);
    if (!found) return null;
    const { menu } = found;
    const topicId = topicOf(menu);
    const pages = new Map<number, Promise<ExpertGroupWire>>();
    const page = (n: number): Promise<ExpertGroupWire> => {
      let p = pages.get(n);
      if (!p) {
        p = ctx.rcPub.editorial
          .experts({
            siteId: found.siteId,
            ...(topicId ? { topicId } : {}),
            page: n,
            size: EXPERT_PAGE_SIZE,
            sort: 'sort',
          })
          .then((groups) => groups[0] ?? { topicId, total: 0, page: n, size: EXPERT_PAGE_SIZE, content: [] });
        pages.set(n, p);
      }
      return p;
    };
    return { siteId: found.siteId, menu, topicId, page };
  },
  bookShelf: async (_p, { siteId, menuId }, ctx): Promise<BookShelfParent | null> => {
    return menuOfSite(ctx, siteId, menuId);
  },
};
