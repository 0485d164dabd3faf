/** Issue (SPEC "period"). */
import { ErrorCode } from 'rc-pub/contract';
import type { IssueResolvers } from '../__generated__/resolvers.js';
import { pickLang } from '../domain/request.js';
import { GatewayError } from '../errors.js';
import { asImageUrl } from './util.js';

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
  articles: (i, _a, ctx) => ctx.loaders.articlesByIssue.load(i.id),
};
