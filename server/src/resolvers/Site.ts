/**
 * Site: the page frame of a site in one query (header, nav, footer, tools, top news, home modules, ...). Sibling
 * fields resolve concurrently; per-site configuration comes from the TTL cache.
 */
import { ErrorCode, type ChannelWire, type SiteWire } from 'rc-pub/contract';
import type { SiteResolvers } from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { pickLang } from '../domain/request.js';
import { siteTheme } from '../domain/theme.js';
import { visibleNav, type VisibleNavItem } from '../domain/nav.js';
import { isGatewayError } from '../errors.js';
import type { NavItemParent } from '../mappers.js';
import { asImageUrl } from './util.js';
import { rememberModuleSite } from './HomeModule.js';
import { searchResultParent } from './SearchResult.js';
import { toAdvancedSearch, toSearchQuery } from '../domain/search.js';

/** The home channel of a menu tree: the top-level item with code 'index' (SPEC §2). */
export function homeChannel(channels: readonly ChannelWire[]): ChannelWire | undefined {
  return channels.find((c) => c.code === 'index');
}

function toNavParents(items: VisibleNavItem[], site: SiteWire): NavItemParent[] {
  return items.map((v, index) => ({
    item: v.item,
    name: v.name,
    site,
    index,
    children: toNavParents(v.children, site),
  }));
}

/** Starts the issue lookup a directory/backissue target needs, alongside the menu fetch (no waterfall). */
function prefetchIssues(site: SiteWire, ctx: GatewayContext): void {
  if (site.publicationId) ctx.loaders.firstTwoIssues.load(site.publicationId).catch(() => undefined);
}

async function emptyWhenNotFound<T>(p: Promise<T[]>): Promise<T[]> {
  try {
    return await p;
  } catch (e) {
    if (isGatewayError(e, ErrorCode.NOT_FOUND)) return [];
    throw e;
  }
}

export const Site: SiteResolvers = {
  name: (s, _a, ctx) => pickLang(ctx.lang, s.name, s.enName) ?? s.sld,
  nameZh: (s) => s.name ?? '',
  nameEn: (s) => s.enName ?? '',
  theme: (s) => siteTheme(s.colour, s.colour1, s.colour2, s.colour3),
  logoUrl: (s) => asImageUrl(s.logo1) ?? asImageUrl(s.pictureUrl),
  demo: (s) => Boolean(s.demo),
  header: async (s, _a, ctx) => {
    const [header, publicationConfig] = await Promise.all([
      ctx.loaders.site.header(s.id),
      ctx.loaders.site.publicationConfig(s.id).catch((e: unknown) => {
        if (isGatewayError(e, ErrorCode.NOT_FOUND)) return null;
        throw e;
      }),
    ]);
    return { header, publicationConfig };
  },
  nav: async (s, _a, ctx) => {
    prefetchIssues(s, ctx);
    const channels = await ctx.loaders.site.channels(s.id);
    return toNavParents(visibleNav(channels, ctx.lang), s);
  },
  footer: (s, _a, ctx) => ctx.loaders.site.footer(s.id),
  tools: (s, _a, ctx) => ctx.loaders.site.tools(s.id),
  topNews: (s, _a, ctx) => ctx.loaders.site.topNews(s.id),
  banners: (s, _a, ctx) => ctx.loaders.site.banners(s.id),
  homeModules: async (s, _a, ctx) => {
    const home = homeChannel(await ctx.loaders.site.channels(s.id));
    if (!home) return [];
    const modules = await emptyWhenNotFound(ctx.loaders.site.modules(home.id));
    return modules.map((m) => rememberModuleSite({ ...m }, s));
  },
  publications: async (s, _a, ctx) => ctx.loaders.publicationsBySite.load(s.id),
  publication: (s, _a, ctx) => (s.publicationId ? ctx.loaders.publication.load(s.publicationId) : null),
  groupEntrance: async (s, _a, ctx) => {
    try {
      return (await ctx.loaders.site.group(s.id)).publications ?? [];
    } catch (e) {
      if (isGatewayError(e, ErrorCode.NOT_FOUND)) return [];
      throw e;
    }
  },
  /** SPEC §4 search within the site's scope (rc-pub scopes by siteId); facets start beside it when selected. */
  search: (s, { input }, ctx, info) => {
    const query = toSearchQuery(input, s.id, ctx.lang);
    return searchResultParent(ctx.loaders.search.page.load(query), () => ctx.loaders.search.clusters.load(query), info);
  },
  /**
   * SPEC §5 advanced form within the site's scope; its facets are POST /front/advSearch/clusters with the same body,
   * so they count exactly the rows' matched set however long the form is.
   */
  advancedSearch: (s, { input }, ctx, info) => {
    const body = toAdvancedSearch(input, s.id, ctx.lang);
    return searchResultParent(
      ctx.loaders.search.advanced.load(body),
      () => ctx.loaders.search.advancedClusters.load(body),
      info,
    );
  },
};
