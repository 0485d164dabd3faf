/**
 * Usage counts and rankings (schema/usage.graphql), spread into their types by resolvers/index.ts:
 * Site.ranking (/front/rank, docs/product/usage.md#rankings), Article.usage (docs/product/usage.md#article-usage) and the Mutation
 * recordArticleUsage, which passes the browser's user agent so rc-pub leaves crawlers out (COUNTER R5). Ranking,
 * RankEntry, ArticleUsage and UsageMonth resolve by field name from their wire shapes (codegen mappers).
 */
import { ErrorCode } from 'rc-pub/contract';
import type { ArticleResolvers, MutationResolvers, SiteResolvers } from '../../__generated__/resolvers.js';
import { isGatewayError } from '../../domain/errors.js';

/**
 * Site.ranking: the site's articles (or one of its journals') by views, downloads or citations in a window; null for
 * a journal the site does not show (rc-pub NOT_FOUND), so the page answers its own 404 instead of a site error.
 */
export const siteUsage: Pick<SiteResolvers, 'ranking'> = {
  ranking: async (site, { metric, window, publicationId, size }, ctx) => {
    try {
      return await ctx.rcPub.usage().rank({
        siteId: site.id,
        publicationId: publicationId ?? undefined,
        metric: metric ?? 'views',
        window: window ?? 'all',
        size: size ?? 10,
      });
    } catch (e) {
      if (publicationId != null && isGatewayError(e, ErrorCode.NOT_FOUND)) return null;
      throw e;
    }
  },
};

/** Article.usage: the article's counts, cited-by count and last 12 months; null when rc-pub cannot answer. */
export const articleUsage: Pick<ArticleResolvers, 'usage'> = {
  usage: async (article, _a, ctx) => {
    try {
      return await ctx.rcPub.usage().statistics(article.id);
    } catch {
      return null;
    }
  },
};

/** Mutation.recordArticleUsage: one abstract or full-text view, counted by rc-pub's COUNTER rules. */
export const usageMutations: Pick<MutationResolvers, 'recordArticleUsage'> = {
  recordArticleUsage: (_p, { articleId, metric }, ctx) => ctx.rcPub.usage(ctx.userAgent).record(articleId, metric),
};
