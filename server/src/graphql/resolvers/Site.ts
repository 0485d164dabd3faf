/**
 * Site: the page frame of a site in one query (header, nav, footer, tools, top news, home modules, ...). Sibling
 * fields resolve concurrently; per-site configuration comes from the TTL cache. Query.site starts the selected
 * fields' calls (and the calls that follow from their answers) as soon as the site is known: site-wave.ts.
 */
import {
  ErrorCode,
  type BannerWire,
  type ChannelWire,
  type FooterConfigWire,
  type NewsWire,
  type PublicationLinkWire,
  type PublicationWire,
  type SiteWire,
  type ToolWire,
} from 'rc-pub/contract';
import type { SiteResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { pickLang } from '../../domain/request.js';
import { siteTheme } from '../../domain/theme.js';
import { visibleNav, type VisibleNavItem } from '../../domain/nav.js';
import { isGatewayError } from '../../domain/errors.js';
import type { HeaderConfigParent, HomeModuleParent, NavItemParent } from '../mappers.js';
import { asImageUrl } from './util.js';
import { searchResultParent } from './SearchResult.js';
import { toAdvancedSearch, toSearchQuery } from '../../domain/search.js';
import { checkCitationIds } from '../../domain/citation.js';
import { siteColumn } from './SiteColumn.js';
import { siteJournalFields } from './site-journal.js';
import { SiteAlbums } from './SiteAlbums.js';
import { siteUsage } from './usage.js';
import { SiteNews } from './NewsColumn.js';
import { siteDefaults } from './site-defaults.js';
import { siteLegalFields } from './site-legal.js';

/** The home channel of a menu tree: the top-level item with code 'index' (docs/product/sites-and-frame.md#where-a-menu-item-leads). */
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

/** `p`, or `fallback` when rc-pub answers NOT_FOUND (other errors stay errors). */
async function whenNotFound<T, F>(p: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await p;
  } catch (e) {
    if (isGatewayError(e, ErrorCode.NOT_FOUND)) return fallback;
    throw e;
  }
}

/**
 * What the Site fields fetch, one function per field (each needs only the site record). The resolvers below return
 * these; the site's prefetch (site-wave.ts) calls the same functions the moment the site is known, so both go
 * through the same per-request loaders and cached lookups and rc-pub is called once.
 */
export const siteFetch = {
  header: async (s: SiteWire, ctx: GatewayContext): Promise<HeaderConfigParent> => {
    const [header, publicationConfig] = await Promise.all([
      ctx.loaders.site.header(s.id),
      whenNotFound(ctx.loaders.site.publicationConfig(s.id), null),
    ]);
    return { header, publicationConfig };
  },
  nav: async (s: SiteWire, ctx: GatewayContext): Promise<NavItemParent[]> =>
    toNavParents(visibleNav(await ctx.loaders.site.channels(s.id), ctx.lang), s),
  footer: (s: SiteWire, ctx: GatewayContext): Promise<FooterConfigWire> => ctx.loaders.site.footer(s.id),
  tools: (s: SiteWire, ctx: GatewayContext): Promise<ToolWire[]> => ctx.loaders.site.tools(s.id),
  topNews: (s: SiteWire, ctx: GatewayContext): Promise<NewsWire[]> => ctx.loaders.site.topNews(s.id),
  banners: (s: SiteWire, ctx: GatewayContext): Promise<BannerWire[]> => ctx.loaders.site.banners(s.id),
  /** The home channel's modules, each with its site; none when the site has no home channel or no module list. */
  homeModules: async (s: SiteWire, ctx: GatewayContext): Promise<HomeModuleParent[]> => {
    const home = homeChannel(await ctx.loaders.site.channels(s.id));
    if (!home) return [];
    const modules = await whenNotFound(ctx.loaders.site.modules(home.id), []);
    return modules.map((module) => ({ module, site: s }));
  },
  publications: (s: SiteWire, ctx: GatewayContext): Promise<PublicationWire[]> =>
    ctx.loaders.publicationsBySite.load(s.id),
  publication: async (s: SiteWire, ctx: GatewayContext): Promise<PublicationWire | null> =>
    s.publicationId ? ctx.loaders.publication.load(s.publicationId) : null,
  groupEntrance: async (s: SiteWire, ctx: GatewayContext): Promise<PublicationLinkWire[]> =>
    (await whenNotFound(ctx.loaders.site.group(s.id), null))?.publications ?? [],
};

export const Site: SiteResolvers = {
  name: (s, _a, ctx) => pickLang(ctx.lang, s.name, s.enName) ?? s.sld,
  nameZh: (s) => s.name ?? '',
  nameEn: (s) => s.enName ?? '',
  theme: (s) => siteTheme(s.colour, s.colour1, s.colour2, s.colour3),
  logoUrl: (s) => asImageUrl(s.logo1) ?? asImageUrl(s.pictureUrl),
  demo: (s) => Boolean(s.demo),
  header: (s, _a, ctx) => siteFetch.header(s, ctx),
  nav: (s, _a, ctx) => siteFetch.nav(s, ctx),
  footer: (s, _a, ctx) => siteFetch.footer(s, ctx),
  tools: (s, _a, ctx) => siteFetch.tools(s, ctx),
  topNews: (s, _a, ctx) => siteFetch.topNews(s, ctx),
  banners: (s, _a, ctx) => siteFetch.banners(s, ctx),
  homeModules: (s, _a, ctx) => siteFetch.homeModules(s, ctx),
  publications: (s, _a, ctx) => siteFetch.publications(s, ctx),
  publication: (s, _a, ctx) => siteFetch.publication(s, ctx),
  groupEntrance: (s, _a, ctx) => siteFetch.groupEntrance(s, ctx),
  /** A column page of the site (/aboutus, /newLink1, /newLeaguage, /science, fallback /{code}; docs/product/sites-and-frame.md#column-pages). */
  column: siteColumn,
  /** Search within the site's scope (docs/product/search.md#search-scope; rc-pub scopes by siteId); facets start beside it when selected. */
  search: (s, { input }, ctx, info) => {
    const query = toSearchQuery(input, s.id, ctx.lang);
    return searchResultParent(ctx.loaders.search.page.load(query), () => ctx.loaders.search.clusters.load(query), info);
  },
  /**
   * The advanced form within the site's scope (docs/product/search.md#advanced-search); its facets are POST /front/advSearch/clusters with the same body,
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
  /**
   * Batch citation (batchPublicizeInfo, docs/product/citation-and-harvest.md#batch-citation): GB/T 7714 numeric citations in the order asked, linked to this
   * site's article pages; BAD_REQUEST before any rc-pub call for no id or more than 500.
   */
  batchCitation: async (s, { ids }, ctx) => {
    const wanted = checkCitationIds(ids, ctx.lang);
    const citations = await ctx.loaders.batchCitation.load({ siteId: s.id, ids: wanted });
    return citations.map((c) => ({ articleId: c.id, quote: c.quote, transQuote: c.transQuote }));
  },
  // The Site fields of the journal pages, albums and the other content areas, each area in its own file; spread here (not in resolvers/index.ts) so that this object is
  // the one the schema uses and tests can wrap one of its resolvers (home-wire-order.test.ts wraps Site.name).
  ...siteJournalFields,
  ...SiteAlbums,
  ...siteUsage,
  ...SiteNews,
  ...siteDefaults,
  ...siteLegalFields,
};
