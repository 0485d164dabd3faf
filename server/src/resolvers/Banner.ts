/** Banner item (SPEC §3). */
import type { BannerResolvers } from '../__generated__/resolvers.js';
import { pickLang } from '../domain/request.js';
import { asImageUrl } from './util.js';

export const Banner: BannerResolvers = {
  title: (b, _a, ctx) => pickLang(ctx.lang, b.title, b.enTitle) ?? '',
  /** An article banner links by DOI when it has one (SPEC §2 /article/doi route), else its url. */
  href: (b, _a, ctx) => {
    if (b.url?.trim()) return b.url.trim();
    if (b.type === 'article' && b.doi) return `/article/doi/${b.siteId}/${b.doi}/${ctx.lang}`;
    return b.vasDocLink?.trim() || null;
  },
  pictureUrl: (b) => asImageUrl(b.pictureUrl),
};
