/**
 * SiteColumn: a column page of a site (/aboutus, /newLink1, /newLeaguage, /science, fallback
 * /{code}; docs/product/sites-and-frame.md#column-pages), and `Site.column`, which finds it: by id when it belongs to the site and has a code the page serves, else
 * the site's first enabled column of the page's code.
 */
import type { SiteResolvers, SiteColumnResolvers } from '../../__generated__/resolvers.js';
import { columnCodes, findColumn, sideColumns } from '../../domain/columns.js';
import { pickLang } from '../../domain/request.js';
import type { NavItemParent, SiteColumnParent } from '../mappers.js';

/** News items a column page lists (its newsDataType; paging is /newsInfo's). */
const COLUMN_NEWS_SIZE = 10;

/**
 * `Site.column(id, code)`: null (the page's 404) for a code no column page serves, an id of another site's column, an
 * unknown id or a column of another code; rc-pub errors other than NOT_FOUND stay errors.
 */
export const siteColumn: NonNullable<SiteResolvers['column']> = async (site, { id, code }, ctx) => {
  const codes = columnCodes(code);
  if (!codes.length) return null;
  const tree = await ctx.loaders.site.channels(site.id);
  let channelId: number | null = null;
  if (id !== null && id !== undefined) {
    if (id < 1) return null;
    channelId = id;
  } else {
    channelId = findColumn(tree, (c) => c.code === code)?.item.id ?? null;
  }
  if (channelId === null) return null;
  const channel = await ctx.loaders.channel.load(channelId);
  if (!channel || channel.siteId !== site.id || !codes.includes(channel.code)) return null;
  const parent: SiteColumnParent = { channel, site, tree };
  return parent;
};

export const SiteColumn: SiteColumnResolvers = {
  id: (p) => p.channel.id,
  code: (p) => p.channel.code,
  name: (p, _a, ctx) => pickLang(ctx.lang, p.channel.name, p.channel.enName) ?? p.channel.code,
  /** rc-pub stores sanitized channel HTML; the request's language, else the other. */
  content: (p, _a, ctx) => pickLang(ctx.lang, p.channel.content, p.channel.enContent),
  link: (p) => {
    const v = p.channel.code === 'newLink' ? p.channel.linkValue?.trim() : '';
    if (!v) return null;
    return { href: v, external: /^[a-z][a-z0-9+.-]*:/i.test(v) };
  },
  sideList: (p, _a, ctx): NavItemParent[] => {
    const place = findColumn(p.tree, (c) => c.id === p.channel.id);
    if (!place) return [];
    return sideColumns(p.tree, place, ctx.lang).map((s) => ({
      item: s.item,
      name: s.name,
      site: p.site,
      index: s.index,
      parentCode: s.parentCode,
      children: [],
    }));
  },
  news: async (p, _a, ctx) => {
    const newsDataType = p.channel.newsDataType?.trim();
    if (!newsDataType) return [];
    const page = await ctx.loaders.newsList.load({ siteId: p.site.id, newsDataType, page: 0, size: COLUMN_NEWS_SIZE });
    return page.content;
  },
  publications: (p, _a, ctx) =>
    p.channel.code === 'newLeaguage' ? ctx.loaders.publicationsBySite.load(p.site.id) : [],
};
