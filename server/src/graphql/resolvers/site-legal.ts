/**
 * The Site fields of the legal pages and the journal home facts (schema/legal.graphql;
 * docs/product/sites-and-frame.md#legal-pages, docs/product/content.md#journal-home-facts). They return plain
 * objects in the request's language, so LegalPage, JournalFacts and JournalEntry need no resolvers of their own.
 */
import { ErrorCode, type JournalFactsWire, type LegalPageKind } from 'rc-pub/contract';
import { isGatewayError } from '../../domain/errors.js';
import type { JournalEntry, JournalFacts, SiteResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { pickLang } from '../../domain/request.js';

/** Site.legalPage and Site.journalFacts (spread into Site.ts). */
export const siteLegalFields: Pick<SiteResolvers, 'legalPage' | 'journalFacts'> = {
  /** The site's own text in the request's language only: an English reader gets the default English text, not the site's Chinese one. */
  legalPage: async (s, { page }, ctx) => {
    const wire = await ctx.rcPub.siteExtras.legalPage(s.id, page.toLowerCase() as LegalPageKind);
    return { page, html: (ctx.lang === 'en' ? wire.contentEn : wire.contentZh) ?? null };
  },
  journalFacts: (s, { publicationId }, ctx) => journalFactsOf(s.id, publicationId ?? undefined, ctx),
};

/** No facts: what a journal without a serving single site has. */
export const NO_FACTS: JournalFacts = { authority: null, editorInChief: null, frequency: null, entries: [] };

/** A journal's home facts on site `siteId` (default: the single site's own journal), in the request's language. */
export async function journalFactsOf(
  siteId: number,
  publicationId: number | undefined,
  ctx: GatewayContext,
): Promise<JournalFacts> {
  let f: JournalFactsWire;
  try {
    f = await ctx.rcPub.siteExtras.journalFacts(siteId, publicationId);
  } catch (e) {
    // a site rc-pub no longer knows has no facts; other failures stay errors
    if (isGatewayError(e, ErrorCode.NOT_FOUND)) return NO_FACTS;
    throw e;
  }
  return {
    authority: pickLang(ctx.lang, f.authorityZh, f.authorityEn),
    editorInChief: pickLang(ctx.lang, f.editorInChiefZh, f.editorInChiefEn),
    frequency: pickLang(ctx.lang, f.frequencyZh, f.frequencyEn),
    entries: f.entries.map((e) => ({ kind: e.kind.toUpperCase() as JournalEntry['kind'], url: e.url })),
  };
}
