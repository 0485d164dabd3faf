/** EditorialBoard: a page of the board and the selected expert (/newEditorial and the expert list, docs/product/content.md#editorial-board). */
import { ErrorCode } from 'rc-pub/contract';
import type { EditorialBoardResolvers } from '../../__generated__/resolvers.js';
import { isGatewayError } from '../../domain/errors.js';
import { pageArg } from './editorial-text.js';

export const EditorialBoard: EditorialBoardResolvers = {
  experts: async (b, { page }) => {
    const g = await b.page(pageArg(page));
    return { total: g.total, page: g.page, size: g.size, items: g.content };
  },
  expert: async (b, { id, page }, ctx) => {
    if (!id) return (await b.page(pageArg(page))).content[0] ?? null;
    try {
      return await ctx.rcPub.editorial.expert(id, b.siteId);
    } catch (e) {
      if (isGatewayError(e, ErrorCode.NOT_FOUND) || isGatewayError(e, ErrorCode.BAD_REQUEST)) return null;
      throw e;
    }
  },
};
