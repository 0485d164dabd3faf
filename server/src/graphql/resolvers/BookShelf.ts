/** BookShelf: a page of a site's books and the book-cloud switch (the book config, docs/product/content.md#books). */
import type { BookShelfResolvers } from '../../__generated__/resolvers.js';
import { pageArg } from './editorial-text.js';

export const BookShelf: BookShelfResolvers = {
  books: async (s, { page }, ctx) => {
    const p = await ctx.rcPub.editorial.books({ siteId: s.siteId, page: pageArg(page), size: 10 });
    return { total: p.total, page: p.page, size: p.size, items: p.content };
  },
  bookCloud: async (_s, _a, ctx) => (await ctx.rcPub.editorial.bookCloudConfig()).configValue === 'true',
};
