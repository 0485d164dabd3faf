/**
 * HomeModule: a module of the home channel (SPEC §7 module list) with the content its `type` needs:
 * latestIssue → the newest issue of the journal (config.publicationId, else the site's) and its articles (or the
 * site's newest articles on a group/aggregate site); onlineFirst → online-first articles (SPEC §9 publication type 1);
 * mostRead → articles by views; news → news of config.newsDataType (default 'news'); journals → the site's journals;
 * html → config.contentZh/contentEn (or htmlZh/htmlEn, html). `size` caps each list.
 */
import type { IssueWire, ModuleWire, SiteWire } from 'rc-pub/contract';
import type { HomeModuleResolvers } from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { pickLang } from '../domain/request.js';

const moduleSites = new WeakMap<ModuleWire, SiteWire>();

/** Records which site a module value belongs to (set by Site.homeModules; the module wire has only channelId). */
export function rememberModuleSite(m: ModuleWire, site: SiteWire): ModuleWire {
  moduleSites.set(m, site);
  return m;
}

function siteOf(m: ModuleWire): SiteWire | undefined {
  return moduleSites.get(m);
}

function size(m: ModuleWire): number {
  return Number.isInteger(m.size) && m.size > 0 ? Math.min(m.size, 100) : 6;
}

function configNumber(m: ModuleWire, key: string): number | undefined {
  const v = m.config?.[key];
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

function configString(m: ModuleWire, key: string): string | undefined {
  const v = m.config?.[key];
  return typeof v === 'string' && v.trim() ? v : undefined;
}

async function latestIssue(m: ModuleWire, ctx: GatewayContext): Promise<IssueWire | null> {
  const publicationId = configNumber(m, 'publicationId') ?? siteOf(m)?.publicationId ?? undefined;
  if (!publicationId) return null;
  return (await ctx.loaders.firstTwoIssues.load(publicationId))[0] ?? null;
}

export const HomeModule: HomeModuleResolvers = {
  title: (m, _a, ctx) => pickLang(ctx.lang, m.title, m.enTitle) ?? '',
  issue: (m, _a, ctx) => (m.type === 'latestIssue' ? latestIssue(m, ctx) : null),
  articles: async (m, _a, ctx) => {
    const site = siteOf(m);
    const publicationId = configNumber(m, 'publicationId');
    const scope = publicationId ? { publicationId } : site ? { siteId: site.id } : null;
    if (!scope) return [];
    switch (m.type) {
      case 'latestIssue': {
        const issue = await latestIssue(m, ctx);
        if (issue) return (await ctx.loaders.articlesByIssue.load(issue.id)).slice(0, size(m));
        return (await ctx.rcPub.articleList({ ...scope, sort: 'date', size: size(m) })).content;
      }
      case 'onlineFirst':
        return (await ctx.rcPub.articleList({ ...scope, publicationType: 1, sort: 'date', size: size(m) })).content;
      case 'mostRead':
        return (await ctx.rcPub.articleList({ ...scope, sort: 'views', size: size(m) })).content;
      default:
        return [];
    }
  },
  news: async (m, _a, ctx) => {
    const site = siteOf(m);
    if (m.type !== 'news' || !site) return [];
    const page = await ctx.rcPub.newsList({
      siteId: site.id,
      newsDataType: configString(m, 'newsDataType') ?? 'news',
      page: 0,
      size: size(m),
    });
    return page.content;
  },
  publications: async (m, _a, ctx) => {
    const site = siteOf(m);
    if (m.type !== 'journals' || !site) return [];
    return (await ctx.loaders.publicationsBySite.load(site.id)).slice(0, size(m));
  },
  html: (m, _a, ctx) => {
    if (m.type !== 'html') return null;
    return (
      pickLang(ctx.lang, configString(m, 'contentZh'), configString(m, 'contentEn')) ??
      pickLang(ctx.lang, configString(m, 'htmlZh'), configString(m, 'htmlEn')) ??
      configString(m, 'html') ??
      null
    );
  },
};
