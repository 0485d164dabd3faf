/** Issue (wire name "period", docs/product/content.md#issues). */
import { ErrorCode, type ArticleSummaryWire } from 'rc-pub/contract';
import type { IssueResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { pickLang } from '../../domain/request.js';
import { GatewayError } from '../../domain/errors.js';
import { asImageUrl } from './util.js';

/** The table of contents of an issue, in page order (per-request loader). */
export function issueArticles(issueId: number, ctx: GatewayContext): Promise<ArticleSummaryWire[]> {
  return ctx.loaders.articlesByIssue.load(issueId);
}

export const Issue: IssueResolvers = {
  publication: async (i, _a, ctx) => {
    const p = await ctx.loaders.publication.load(i.publicationId);
    if (!p) throw new GatewayError(ErrorCode.NOT_FOUND, `Journal ${i.publicationId} of issue ${i.id} does not exist`);
    return p;
  },
  title: (i, _a, ctx) => pickLang(ctx.lang, i.titleZh, i.titleEn),
  coverUrl: (i) => asImageUrl(i.coverUrl),
  onlineFirst: (i) => Boolean(i.onlineFirst),
  articleCount: (i) => i.articleCount ?? 0,
  articles: (i, _a, ctx) => issueArticles(i.id, ctx),
};
