/**
 * HomeModule: a module of the home channel (docs/product/sites-and-frame.md#home-page) with the content its `type` needs:
 * latestIssue → the newest issue of the journal (config.publicationId, else the site's) and its articles (or the
 * site's newest articles on a group/aggregate site); onlineFirst → online-first articles (publication type 1);
 * mostRead → articles by views; news → news of config.newsDataType (default 'news'); journals → the site's journals;
 * html → config.contentZh/contentEn (or htmlZh/htmlEn, html); rank → the site's top articles by config.metric
 * (views|downloads|citations, default views) in config.window (default all; docs/product/usage.md#rankings), the same call as the
 * rankings page /rank (/front/rank). `size` caps each list.
 *
 * The parent is {@link HomeModuleParent}: the module and its site. The content fetchers are exported so the site's
 * prefetch (site-wave.ts) starts exactly the calls these resolvers then await, through the same loaders.
 */
import {
  type ArticleSummaryWire,
  type IssueWire,
  type ModuleWire,
  type NewsWire,
  type PublicationWire,
  RANK_MAX_SIZE,
  RANK_METRICS,
  RANK_WINDOWS,
  type RankMetric,
  type RankWindow,
  type RankWire,
} from 'rc-pub/contract';
import type { HomeModuleResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { pickLang } from '../../domain/request.js';
import type { HomeModuleParent } from '../mappers.js';
import { issueArticles } from './Issue.js';
import { latestIssueOf } from './Publication.js';

/** Items per list: the module's size when a positive integer (at most 100), else 6. */
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

/** A latestIssue module's newest issue: of config.publicationId, else of the site's journal; null for other types. */
export async function moduleIssue(p: HomeModuleParent, ctx: GatewayContext): Promise<IssueWire | null> {
  if (p.module.type !== 'latestIssue') return null;
  const publicationId = configNumber(p.module, 'publicationId') ?? p.site.publicationId ?? undefined;
  return publicationId ? latestIssueOf(publicationId, ctx) : null;
}

/** The articles of a latestIssue, onlineFirst or mostRead module, scoped to config.publicationId else the site. */
export async function moduleArticles(p: HomeModuleParent, ctx: GatewayContext): Promise<ArticleSummaryWire[]> {
  const m = p.module;
  const publicationId = configNumber(m, 'publicationId');
  const scope = publicationId ? { publicationId } : { siteId: p.site.id };
  const list = async (q: { publicationType?: number; sort: 'date' | 'views' }) =>
    (await ctx.loaders.articleList.load({ ...scope, ...q, size: size(m) })).content;
  switch (m.type) {
    case 'latestIssue': {
      const issue = await moduleIssue(p, ctx);
      if (issue) return (await issueArticles(issue.id, ctx)).slice(0, size(m));
      return list({ sort: 'date' });
    }
    case 'onlineFirst':
      return list({ publicationType: 1, sort: 'date' });
    case 'mostRead':
      return list({ sort: 'views' });
    default:
      return [];
  }
}

/** A news module's newest news of config.newsDataType (default 'news'). */
export async function moduleNews(p: HomeModuleParent, ctx: GatewayContext): Promise<NewsWire[]> {
  if (p.module.type !== 'news') return [];
  const page = await ctx.loaders.newsList.load({
    siteId: p.site.id,
    newsDataType: configString(p.module, 'newsDataType') ?? 'news',
    page: 0,
    size: size(p.module),
  });
  return page.content;
}

/** A journals module's journals: the site's, capped at the module size. */
export async function modulePublications(p: HomeModuleParent, ctx: GatewayContext): Promise<PublicationWire[]> {
  if (p.module.type !== 'journals') return [];
  return (await ctx.loaders.publicationsBySite.load(p.site.id)).slice(0, size(p.module));
}

function configOneOf<T extends string>(m: ModuleWire, key: string, values: readonly T[], fallback: T): T {
  const v = m.config?.[key];
  return values.find((x) => x === v) ?? fallback;
}

/** One ranking call per module and request, shared by the site's prefetch and the resolver (no loader batches it). */
const rankings = new WeakMap<GatewayContext, Map<number, Promise<RankWire | null>>>();

/**
 * A rank module's ranking ('No dead ends'): the site's articles by config.metric in config.window, at most the
 * module's size (and rc-pub's {@link RANK_MAX_SIZE}); null for other types.
 */
export function moduleRanking(p: HomeModuleParent, ctx: GatewayContext): Promise<RankWire | null> {
  const m = p.module;
  if (m.type !== 'rank') return Promise.resolve(null);
  let byModule = rankings.get(ctx);
  if (!byModule) {
    byModule = new Map();
    rankings.set(ctx, byModule);
  }
  let r = byModule.get(m.id);
  if (!r) {
    const metric: RankMetric = configOneOf(m, 'metric', RANK_METRICS, 'views');
    const window: RankWindow = configOneOf(m, 'window', RANK_WINDOWS, 'all');
    r = ctx.rcPub.usage().rank({ siteId: p.site.id, metric, window, size: Math.min(size(m), RANK_MAX_SIZE) });
    byModule.set(m.id, r);
  }
  return r;
}

export const HomeModule: HomeModuleResolvers = {
  id: (p) => p.module.id,
  type: (p) => p.module.type,
  title: (p, _a, ctx) => pickLang(ctx.lang, p.module.title, p.module.enTitle) ?? '',
  issue: (p, _a, ctx) => moduleIssue(p, ctx),
  articles: (p, _a, ctx) => moduleArticles(p, ctx),
  news: (p, _a, ctx) => moduleNews(p, ctx),
  publications: (p, _a, ctx) => modulePublications(p, ctx),
  ranking: (p, _a, ctx) => moduleRanking(p, ctx),
  html: (p, _a, ctx) => {
    const m = p.module;
    if (m.type !== 'html') return null;
    return (
      pickLang(ctx.lang, configString(m, 'contentZh'), configString(m, 'contentEn')) ??
      pickLang(ctx.lang, configString(m, 'htmlZh'), configString(m, 'htmlEn')) ??
      configString(m, 'html') ??
      null
    );
  },
};
