/** Publication (journal). */
import type { PublicationResolvers } from '../__generated__/resolvers.js';
import { splitList } from '../domain/labels.js';
import { pickLang } from '../domain/request.js';
import { asImageUrl } from './util.js';

export const Publication: PublicationResolvers = {
  title: (p, _a, ctx) => pickLang(ctx.lang, p.titleZh, p.titleEn) ?? p.code,
  publisher: (p, _a, ctx) => pickLang(ctx.lang, p.publisherZh, p.publisherEn),
  sponsor: (p, _a, ctx) => pickLang(ctx.lang, p.sponsorZh, p.sponsorEn),
  description: (p, _a, ctx) => pickLang(ctx.lang, p.descriptionZh, p.descriptionEn),
  coverUrl: (p) => asImageUrl(p.coverUrl),
  indexed: (p) => splitList(p.indexed),
  demo: (p) => Boolean(p.demo),
  articleCount: (p) => p.articleCount ?? 0,
  issueCount: (p) => p.issueCount ?? 0,
  latestIssue: async (p, _a, ctx) => (await ctx.loaders.firstTwoIssues.load(p.id))[0] ?? null,
  issuesByYear: (p, _a, ctx) => ctx.loaders.issuesByYear.load(p.id),
};
