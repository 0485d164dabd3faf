/** Publication (journal). */
import type { IssueWire } from 'rc-pub/contract';
import type { PublicationResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { splitList } from '../../domain/labels.js';
import { pickLang } from '../../domain/request.js';
import { asImageUrl } from './util.js';
import { ErrorCode } from 'rc-pub/contract';
import { GatewayError } from '../../domain/errors.js';
import { journalFactsOf, NO_FACTS } from './site-legal.js';

/**
 * The newest regular issue of a journal (the first of rc-pub's two newest issues, docs/product/content.md#issues), or null when it has none. Needs only the
 * journal's id, so a site's journal can start it before the journal record arrives (see site-wave.ts).
 */
export async function latestIssueOf(publicationId: number, ctx: GatewayContext): Promise<IssueWire | null> {
  return (await ctx.loaders.firstTwoIssues.load(publicationId))[0] ?? null;
}

/**
 * Publication.onlineFirst: a page of the journal's online-first list on site `siteId` (docs/product/content.md#group-journal-pages),
 * null when the site does not list the journal. @throws GatewayError BAD_REQUEST for a page outside 0..100000 or a
 * size outside 1..100
 */
async function onlineFirstOf(publicationId: number, siteId: number, page: number, size: number, ctx: GatewayContext) {
  if (!Number.isInteger(page) || page < 0 || page > 100_000)
    throw new GatewayError(ErrorCode.BAD_REQUEST, 'page must be 0 to 100000');
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw new GatewayError(ErrorCode.BAD_REQUEST, 'size must be 1 to 100');
  const listed = await ctx.loaders.publicationsBySite.load(siteId);
  if (!listed.some((l) => l.id === publicationId)) return null;
  const res = await ctx.rcPub.journal.articles({ siteId, kind: 'onlineFirst', publicationId, page, size });
  return { articles: res.content, pageInfo: { total: res.total, page: res.page, size: res.size } };
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
  onlineFirst: (p, { siteId, page, size }, ctx) => onlineFirstOf(p.id, siteId, page ?? 0, size ?? 20, ctx),
  homeFacts: (p, _a, ctx) => (p.siteId ? journalFactsOf(p.siteId, p.id, ctx) : NO_FACTS),
};
