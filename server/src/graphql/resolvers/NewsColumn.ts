/**
 * The news lists (/news and /newsInfo and their tabs, docs/product/content.md#news): `Site.newsList` and `Site.newsColumn`
 * (spread into the Site resolvers by index.ts), the NewsColumn and NewsPage types. Lists come from rc-pub's
 * GET /front/front-news/list through the per-request `newsList` loader; a column is rc-pub's channel info
 * checked against the site.
 */
import { ErrorCode, type ChannelWire, type Lang, type SiteWire } from 'rc-pub/contract';
import type { NewsColumnResolvers, NewsPageResolvers, SiteResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { visibleNav } from '../../domain/nav.js';
import { pickLang } from '../../domain/request.js';
import { GatewayError } from '../../domain/errors.js';
import type { NewsColumnParent, NewsPageParent } from '../mappers.js';

/** A stored news type: letters only (newsDataType values are words such as announcement). */
const NEWS_TYPE = /^[A-Za-z]{1,40}$/;
/** The last page a list may ask for (deeper offsets are scans no reader makes). */
const MAX_PAGE = 100_000;
/** The largest page size. */
const MAX_SIZE = 50;

/** The news type of a channel: its own, else `inherited`. */
function typeOf(channel: ChannelWire, inherited: string): string {
  const own = channel.newsDataType?.trim();
  return own && NEWS_TYPE.test(own) ? own : inherited;
}

/** `channel` as a news column of `site`; null when it belongs to another site (routes carry the site). */
export function columnOf(channel: ChannelWire, site: SiteWire): NewsColumnParent | null {
  return channel.siteId === site.id ? { channel, site, newsType: typeOf(channel, 'news') } : null;
}

/** The child columns of `c` a reader may see in `lang` (docs/product/sites-and-frame.md#menu-visibility), each listing its own type, else `c`'s. */
export function childColumns(c: NewsColumnParent, lang: Lang): NewsColumnParent[] {
  return visibleNav(c.channel.children ?? [], lang).map((v) => ({
    channel: v.item,
    site: c.site,
    newsType: typeOf(v.item, c.newsType),
  }));
}

/**
 * One page of `siteId`'s news of `type`.
 * @throws GatewayError BAD_REQUEST for a malformed type, a page outside 0..100000 or a size outside 1..50
 */
export function newsPage(
  siteId: number,
  type: string,
  page: number,
  size: number,
  ctx: GatewayContext,
): Promise<NewsPageParent> {
  if (!NEWS_TYPE.test(type)) throw new GatewayError(ErrorCode.BAD_REQUEST, `'${type.slice(0, 40)}' is not a news type`);
  if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE)
    throw new GatewayError(ErrorCode.BAD_REQUEST, `page must be 0 to ${MAX_PAGE}`);
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE)
    throw new GatewayError(ErrorCode.BAD_REQUEST, `size must be 1 to ${MAX_SIZE}`);
  return ctx.loaders.newsList.load({ siteId, newsDataType: type, page, size });
}

/** The Site fields of the news lists (spread into the Site resolvers). */
export const SiteNews: Pick<SiteResolvers, 'newsList' | 'newsColumn'> = {
  newsList: (s, { type, page, size }, ctx) => newsPage(s.id, type, page, size, ctx),
  /** null for an unknown menu item and for one of another site (so /newsInfo answers its 404 page). */
  newsColumn: async (s, { id }, ctx) => {
    if (id < 1) return null;
    const channel = await ctx.loaders.channel.load(id);
    return channel ? columnOf(channel, s) : null;
  },
};

export const NewsColumn: NewsColumnResolvers = {
  id: (c) => c.channel.id,
  code: (c) => c.channel.code,
  name: (c, _a, ctx) => pickLang(ctx.lang, c.channel.name, c.channel.enName) ?? c.channel.code,
  children: (c, _a, ctx) => childColumns(c, ctx.lang),
  news: (c, { page, size }, ctx) => newsPage(c.site.id, c.newsType, page, size, ctx),
};

export const NewsPage: NewsPageResolvers = {
  items: (p) => p.content,
  pageInfo: (p) => ({ total: p.total, page: p.page, size: p.size }),
};
