/**
 * Banner item (link, wechat, news, album, article, other: docs/product/sites-and-frame.md#site-banners). `href` is where a click leads and
 * `newWindow` whether it opens a new window (article and news banners open one, and so do
 * external links). The web's site banners (web/src/components/banner) render both; a wechat banner shows its
 * picture (the QR code) with its caption and is never a link.
 */
import type { BannerWire, Lang } from 'rc-pub/contract';
import type { BannerResolvers } from '../../__generated__/resolvers.js';
import { pickLang } from '../../domain/request.js';
import { asImageUrl } from './util.js';

/** True for a link that leaves the portal: http(s) or protocol-relative. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/**
 * Where a banner leads: its url, else an article banner's DOI page (the /article/doi route), a news banner's news
 * detail, an album banner's album page (/newAlbumDetail), else its document link; null when none.
 */
export function bannerHref(b: BannerWire, lang: Lang): string | null {
  if (b.url?.trim()) return b.url.trim();
  if (b.type === 'article' && b.doi) return `/article/doi/${b.siteId}/${b.doi}/${lang}`;
  if (b.type === 'news' && b.targetId) return `/newsDetails/${b.siteId}/${b.targetId}/${lang}`;
  if (b.type === 'album' && b.targetId) return `/newAlbumDetail/${b.siteId}/${b.targetId}/${lang}`;
  return b.vasDocLink?.trim() || null;
}

export const Banner: BannerResolvers = {
  title: (b, _a, ctx) => pickLang(ctx.lang, b.title, b.enTitle) ?? '',
  href: (b, _a, ctx) => bannerHref(b, ctx.lang),
  newWindow: (b, _a, ctx) => {
    const href = bannerHref(b, ctx.lang);
    if (!href) return false;
    return isExternalHref(href) || b.type === 'article' || b.type === 'news';
  },
  pictureUrl: (b) => asImageUrl(b.pictureUrl),
};
