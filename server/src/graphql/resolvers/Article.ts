/**
 * Article: list fields from the summary; detail fields (texts, contributors, references, resources, PDF, XML, ...)
 * load the full record through the article loader when the parent is a summary.
 */
import { ErrorCode, type ArticleDetailWire, type Lang, type ResourceWire, xmlDownloadUrl } from 'rc-pub/contract';
import type { ArticleResolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { canonicalArticleUrl, canonicalSiteId } from '../../domain/canonical.js';
import { doiUrl } from '../../domain/doi.js';
import { pageRange, versionLabel } from '../../domain/labels.js';
import { pickLang } from '../../domain/request.js';
import { GatewayError, isGatewayError } from '../../domain/errors.js';
import { isArticleDetail, type ArticleParent, type ResourceParent } from '../mappers.js';

/** The detail of an article value (loads it for a summary). */
async function detail(a: ArticleParent, ctx: GatewayContext): Promise<ArticleDetailWire> {
  if (isArticleDetail(a)) return a;
  const d = await ctx.loaders.article.load(a.id);
  if (!d) throw new GatewayError(ErrorCode.NOT_FOUND, `Article ${a.id} does not exist`);
  return d;
}

/**
 * The title shown for the request language `lang` and the language it is in: the version in `lang` with a title, else
 * the original language's, else any; `{ title: '', lang: originalLanguage }` when no version has one
 * (schema Article.title, Article.titleLanguage).
 */
export function pickTitle(a: ArticleParent, lang: string): { title: string; lang: string } {
  const titles = a.titles ?? [];
  const byLang = (l: string) => titles.find((t) => t.lang === l && t.title?.trim());
  const found = byLang(lang) ?? byLang(a.originalLanguage) ?? titles.find((t) => t.title?.trim());
  return found ? { title: found.title, lang: found.lang } : { title: '', lang: a.originalLanguage };
}

/** Title in `lang`, else the original-language title, else any ({@link pickTitle}). */
export function titleOf(a: ArticleParent, lang: string): string {
  return pickTitle(a, lang).title;
}

/** The id of the request's site (for article URLs in citations); undefined when its subdomain names no site. */
async function requestSiteId(ctx: GatewayContext): Promise<number | undefined> {
  try {
    return (await ctx.loaders.site.siteBySld(ctx.sld)).id;
  } catch (e) {
    if (isGatewayError(e, ErrorCode.NOT_FOUND)) return undefined;
    throw e;
  }
}

/** Site states under which a site cannot be the canonical one (its pages are not shown). */
const UNSHOWN_SITE = [
  ErrorCode.NOT_FOUND,
  ErrorCode.FORBIDDEN_SITE,
  ErrorCode.SITE_EXPIRED,
  ErrorCode.SITE_MAINTENANCE,
];

/**
 * The origin (`scheme://host`) the request came to, over /graphql or in server rendering (the rc-pub caller's portal
 * origin); undefined when the request named no Host.
 */
function askedOrigin(ctx: GatewayContext): string | undefined {
  return ctx.rcPub.caller.portalOrigin;
}

/**
 * The article's canonical URL in `lang` (docs/product/citation-and-harvest.md#one-address-per-article), or null when
 * its journal is on no shown site or no origin is known (the PUBLIC_SITE_ORIGIN template, else {@link askedOrigin}).
 */
async function canonicalUrlOf(a: ArticleParent, lang: Lang, ctx: GatewayContext): Promise<string | null> {
  const base = { origin: askedOrigin(ctx), template: ctx.config.publicSiteOrigin };
  if (!base.origin && !base.template) return null;
  const publication = await ctx.loaders.publication.load(a.publicationId);
  const siteId = publication ? canonicalSiteId(publication) : undefined;
  if (siteId === undefined) return null;
  try {
    return canonicalArticleUrl(await ctx.loaders.site.siteById(siteId), a.id, lang, base);
  } catch (e) {
    if (UNSHOWN_SITE.some((code) => isGatewayError(e, code))) return null;
    throw e;
  }
}

/** The resource kinds listed as supplementary downloads when their file is stored. */
const SUPPLEMENT_KINDS: readonly ResourceWire['kind'][] = ['other', 'video', 'audio'];

/** The article's resources in document order, each with the article's DOI (ArticleResource.publisherUrl). */
function resourcesOf(d: ArticleDetailWire): ResourceParent[] {
  return [...(d.resources ?? [])].sort((x, y) => x.sort - y.sort).map((r) => ({ ...r, articleDoi: d.doi ?? null }));
}

export const Article: ArticleResolvers = {
  identifiers: async (a, _x, ctx) =>
    Object.entries((await detail(a, ctx)).ids ?? {}).map(([type, value]) => ({ type, value })),
  title: (a, _x, ctx) => titleOf(a, ctx.lang),
  titleLanguage: (a, _x, ctx) => pickTitle(a, ctx.lang).lang,
  doiUrl: (a) => doiUrl(a.doi),
  /** Original language first. */
  texts: async (a, _x, ctx) =>
    [...((await detail(a, ctx)).texts ?? [])].sort((x, y) => Number(y.isOriginal) - Number(x.isOriginal)),
  authorNames: (a) => a.authors ?? [],
  contributors: async (a, _x, ctx) => (await detail(a, ctx)).contributors ?? [],
  affiliations: async (a, _x, ctx) => (await detail(a, ctx)).affiliations ?? [],
  publication: async (a, _x, ctx) => {
    const p = await ctx.loaders.publication.load(a.publicationId);
    if (!p) throw new GatewayError(ErrorCode.NOT_FOUND, `Journal ${a.publicationId} of article ${a.id} does not exist`);
    return p;
  },
  issue: (a, _x, ctx) => (a.issueId ? ctx.loaders.issue.load(a.issueId) : null),
  column: (a, _x, ctx) => pickLang(ctx.lang, a.columnZh, a.columnEn),
  pages: (a) => pageRange(a.fpage, a.lpage, a.elocationId),
  receivedDate: async (a, _x, ctx) => (await detail(a, ctx)).receivedDate,
  acceptedDate: async (a, _x, ctx) => (await detail(a, ctx)).acceptedDate,
  license: async (a, _x, ctx) => {
    const d = await detail(a, ctx);
    return d.licenseUrl || d.licenseText ? { url: d.licenseUrl, text: d.licenseText } : null;
  },
  references: async (a, _x, ctx) => (await detail(a, ctx)).references ?? [],
  canonicalUrl: (a, { lang }, ctx) => canonicalUrlOf(a, lang, ctx),
  related: (a, { size }, ctx) => ctx.rcPub.articleRelations(a.id, Math.min(Math.max(size ?? 5, 1), 20)),
  resources: async (a, _x, ctx) => resourcesOf(await detail(a, ctx)),
  /** The package's PDF, else the rendered one (docs/product/content.md#article-pdf). */
  pdf: async (a, _x, ctx) => ({
    ...((await detail(a, ctx)).pdf ?? { origin: 'rendered', size: null }),
    articleId: a.id,
  }),
  xmlUrl: async (a, _x, ctx) => ((await detail(a, ctx)).xml ? xmlDownloadUrl(a.id) : null),
  supplementaryFiles: async (a, _x, ctx) =>
    resourcesOf(await detail(a, ctx)).filter((r) => SUPPLEMENT_KINDS.includes(r.kind) && r.fileId),
  /** Open access 0, non open access 1 (docs/product/content.md#open-access). */
  openAccess: (a) => Number(a.openAccess) === 0,
  versionLabel: (a, _x, ctx) => versionLabel(a.versionLabel, ctx.lang),
  views: (a) => a.views ?? 0,
  downloads: (a) => a.downloads ?? 0,
  citations: (a) => a.citations ?? 0,
  demo: (a) => Boolean(a.demo),
  /** 'How to cite' (docs/product/citation-and-harvest.md#how-to-cite): rc-pub renders the style (GB/T in the journal's edition), linked to this site's page. */
  citation: async (a, { style }, ctx) => {
    const siteId = await requestSiteId(ctx);
    const c = await ctx.loaders.citation.load({ id: a.id, style: style ?? 'gbt7714-numeric', siteId });
    return { articleId: c.id, quote: c.quote, transQuote: c.transQuote };
  },
};
