/**
 * The Site fields of the journal pages (schema/journal-pages.graphql): article lists (online first, accepted,
 * a column, conference papers), the column tree and a channel of the site, and Channel.journalColumns. Spread into
 * the Site and Channel resolvers by index.ts.
 */
import type { ChannelInfoWire } from 'rc-pub/contract';
import { ErrorCode } from 'rc-pub/contract';
import type { ChannelResolvers, SiteResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { pickLang } from '../../domain/request.js';
import { GatewayError } from '../../domain/errors.js';

/** Largest page rc-pub serves (rc-pub/src/routes/params.ts PageSize). */
const MAX_SIZE = 100;
/** Deepest page asked for (a guard against made-up URLs; 100,000 pages of 100 is more than any journal holds). */
const MAX_PAGE = 100_000;

/** The page and size arguments checked: BAD_REQUEST with a readable message when out of range. */
function paging(page: number | null | undefined, size: number | null | undefined): { page: number; size: number } {
  const p = page ?? 0;
  const s = size ?? 20;
  if (!Number.isInteger(p) || p < 0 || p > MAX_PAGE)
    throw new GatewayError(ErrorCode.BAD_REQUEST, 'page must be 0 to 100000');
  if (!Number.isInteger(s) || s < 1 || s > MAX_SIZE)
    throw new GatewayError(ErrorCode.BAD_REQUEST, 'size must be 1 to 100');
  return { page: p, size: s };
}

/** The columns of a site's journals (or one journal) in the request's language (JournalColumn). */
async function columnsOf(ctx: GatewayContext, siteId: number, publicationId?: number) {
  const columns = await ctx.rcPub.journal.columns(siteId, publicationId);
  return columns.map((c) => ({
    name: pickLang(ctx.lang, c.nameZh, c.nameEn) ?? '',
    key: c.nameEn ?? c.nameZh ?? '',
    articleCount: c.articleCount,
  }));
}

/** Channel.journalColumns: the site's columns for a `column` channel, none for other codes. */
export const channelJournalFields: Pick<ChannelResolvers, 'journalColumns'> = {
  journalColumns: (c, _a, ctx) => (c.code === 'column' ? columnsOf(ctx, c.siteId) : []),
};

/** Site.journalArticles, Site.journalColumns and Site.channelOnSite. */
export const siteJournalFields: Pick<SiteResolvers, 'journalArticles' | 'journalColumns' | 'channelOnSite'> = {
  journalArticles: async (s, { list, publicationId, column, page, size }, ctx) => {
    const res = await ctx.rcPub.journal.articles({
      siteId: s.id,
      kind: list,
      publicationId: publicationId ?? undefined,
      column: list === 'column' ? (column ?? undefined) : undefined,
      ...paging(page, size),
    });
    return { articles: res.content, pageInfo: { total: res.total, page: res.page, size: res.size } };
  },
  journalColumns: (s, { publicationId }, ctx) => columnsOf(ctx, s.id, publicationId ?? undefined),
  /** The channel when it is one of this site's; a channel of another site is null like an unknown one (the page's 404). */
  channelOnSite: async (s, { id }, ctx): Promise<ChannelInfoWire | null> => {
    const channel = await ctx.loaders.channel.load(id);
    return channel && channel.siteId === s.id ? channel : null;
  },
};
