/** News item (docs/product/content.md#news). */
import type { NewsDetailWire, NewsWire } from 'rc-pub/contract';
import type { NewsResolvers } from '../../__generated__/resolvers.js';
import { newsImageUrl } from '../../domain/media.js';
import { pickLang } from '../../domain/request.js';

function isDetail(n: NewsWire): n is NewsDetailWire {
  return 'contentZh' in n || 'contentEn' in n;
}

export const News: NewsResolvers = {
  title: (n, _a, ctx) => pickLang(ctx.lang, n.titleZh, n.titleEn) ?? '',
  summary: (n, _a, ctx) => pickLang(ctx.lang, n.summaryZh, n.summaryEn),
  /** Loads the detail when the parent is a list item. */
  content: async (n, _a, ctx) => {
    const d = isDetail(n) ? n : await ctx.loaders.news.load(n.id);
    return d ? pickLang(ctx.lang, d.contentZh, d.contentEn) : null;
  },
  imageUrl: (n) => newsImageUrl(n),
  demo: (n) => Boolean(n.demo),
  /** `original` (docs/product/content.md#news): stored 0 is a reprint, any other value the portal's own item. */
  original: (n) => n.original !== 0,
};
