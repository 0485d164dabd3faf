/**
 * Query root: site lookup by sld/id/Host (docs/product/sites-and-frame.md#site-states; then the site's prefetch, site-wave.ts), records
 * by id or DOI, keyword analysis.
 */
import { OIDC_START_PATH } from '../../routes/oidc.js';
import { ErrorCode, type SiteWire } from 'rc-pub/contract';
import type { QueryResolvers } from '../../__generated__/resolvers.js';
import { analyzeTypeOf, checkKeyword } from '../../domain/search.js';
import { GatewayError } from '../../domain/errors.js';
import { requestsWritten } from '../../rc-pub/http.js';
import { selectionTree } from './selection.js';
import { startSiteWave } from './site-wave.js';
import { memberCall } from './member-call.js';
import { editorialQueries } from './editorial-queries.js';

/** Longest suggestion text and most suggestions (rc-pub's limits, docs/product/search.md#suggestions). */
const SUGGEST_MAX_LENGTH = 50;
const SUGGEST_MAX_LIMIT = 10;
/** Wire kind of a suggestion -> its GraphQL enum name. */
const SUGGESTION_KINDS = { journal: 'JOURNAL', keyword: 'KEYWORD', author: 'AUTHOR', title: 'TITLE' } as const;

/** A subdomain label (sld). */
const SLD = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const Query: QueryResolvers = {
  ...editorialQueries,
  language: (_p, _a, ctx) => ctx.lang,
  /**
   * The site by id, else by sld (argument, else the Host's); once known, its selected subtree's calls start, and the
   * site is returned once they are on the wire (requestsWritten), so the subtree's synchronous work overlaps rc-pub's.
   */
  site: async (_p, { sld, id }, ctx, info) => {
    let site: SiteWire;
    if (id !== null && id !== undefined) site = await ctx.loaders.site.siteById(id);
    else {
      const name = sld?.trim().toLowerCase() || ctx.sld;
      if (!SLD.test(name))
        throw new GatewayError(ErrorCode.BAD_REQUEST, `'${name.slice(0, 80)}' is not a site subdomain`);
      site = await ctx.loaders.site.siteBySld(name);
    }
    startSiteWave(site, selectionTree(info), ctx);
    await requestsWritten();
    return site;
  },
  publication: (_p, { id }, ctx) => ctx.loaders.publication.load(id),
  issue: (_p, { id }, ctx) => ctx.loaders.issue.load(id),
  article: (_p, { id }, ctx) => ctx.loaders.article.load(id),
  articleByDoi: (_p, { doi }, ctx) => {
    const d = doi.trim();
    return d ? ctx.loaders.articleByDoi.load(d) : null;
  },
  news: (_p, { id }, ctx) => ctx.loaders.news.load(id),
  /** Null for a visitor and for an ended session (whose cookies memberCall clears). */
  me: async (_p, _a, ctx) => {
    if (!ctx.token) return null;
    try {
      return await memberCall(ctx, (api) => api.info());
    } catch (e) {
      if ((e as { code?: string }).code === ErrorCode.UNAUTHENTICATED) return null;
      throw e;
    }
  },
  /**
   * Whether a number has an account (docs/product/members.md#who-is-a-member): counted against the client's account
   * budget (RATE_LIMIT_ACCOUNT) before rc-pub spends the captcha.
   */
  isRegistered: async (_p, { mobileNo, captcha }, ctx) => {
    await ctx.request?.countAccountAction();
    return ctx.rcPub.member.isRegistered(mobileNo.trim(), captcha);
  },
  /** Third-party login (getUmtLoginUrl, docs/product/members.md#third-party-login): the provider button, null when rc-pub has no OpenID Connect provider. */
  thirdPartyLogin: async (_p, _a, ctx) => {
    const info = await ctx.rcPub.member.thirdLoginInfo();
    return info ? { name: info.name, startPath: OIDC_START_PATH } : null;
  },
  channel: (_p, { id }, ctx) => ctx.loaders.channel.load(id),
  /**
   * Step 2 of docs/product/search.md#search-flow: the keyword is checked here (required, at most 150 characters) and then
   * by rc-pub's parser; any fault is BAD_REQUEST with a message in the request's language.
   */
  analyzeSearch: async (_p, { q, type }, ctx) => {
    const a = await ctx.rcPub.analyzeSearch(checkKeyword(q, ctx.lang), analyzeTypeOf(type));
    return { q: a.q, terms: a.terms ?? [] };
  },
  /**
   * Suggestions as the reader types (docs/product/search.md#suggestions), in the scope of the Host's site: a blank text
   * is [] without a call; over 50 characters is BAD_REQUEST; a JOURNAL carries its journal (one batched load).
   */
  searchSuggestions: async (_p, { text, limit }, ctx) => {
    if (!text.trim()) return [];
    const q = checkKeyword(text, ctx.lang, SUGGEST_MAX_LENGTH);
    const site = await ctx.loaders.site.siteBySld(ctx.sld);
    const n = limit === null || limit === undefined ? undefined : Math.min(Math.max(limit, 1), SUGGEST_MAX_LIMIT);
    const found = await ctx.rcPub.searchSuggest({ q, siteId: site.id, limit: n });
    return Promise.all(
      found.map(async (s) => ({
        kind: SUGGESTION_KINDS[s.kind],
        text: s.text,
        articleId: s.articleId ?? null,
        publication: s.publicationId ? await ctx.loaders.publication.load(s.publicationId).catch(() => null) : null,
      })),
    );
  },
};
