/** Publication (journal). */
import type { IssueWire } from 'rc-pub/contract';
import type { PublicationResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { splitList } from '../../domain/labels.js';
import { pickLang } from '../../domain/request.js';
import { asImageUrl } from './util.js';

/**
 * The newest regular issue of a journal (the first of rc-pub's two newest issues, docs/product/content.md#issues), or null when it has none. Needs only the
 * journal's id, so a site's journal can start it before the journal record arrives (see site-wave.ts).
 */
export async function latestIssueOf(publicationId: number, ctx: GatewayContext): Promise<IssueWire | null> {
  return (await ctx.loaders.firstTwoIssues.load(publicationId))[0] ?? null;
}

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
  latestIssue: (p, _a, ctx) => latestIssueOf(p.id, ctx),
  issuesByYear: (p, _a, ctx) => ctx.loaders.issuesByYear.load(p.id),
};
