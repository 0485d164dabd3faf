/**
 * Feed items from rc-pub's wire shapes (feeds; used by index.ts). Texts in the feed's language with a fallback
 * to the other language (then the article's original language) when a text is missing; empty values are left out,
 * never written as empty elements; nothing is invented (no date, author or keyword the record does not have: an
 * undated record is a {@link FeedItem} without `published`, see write.ts for how each format writes it).
 */
import type { ArticleDetailWire, ArticleSummaryWire, ContributorWire, NewsWire } from 'rc-pub/contract';
import type { FeedLang } from 'web/src/feed-urls.js';
import type { GatewayContext } from '../../graphql/context.js';
import { pickLang } from '../../domain/request.js';
import type { FeedItem, FeedPerson } from './write.js';

/** Where item links point: the page origin (`http://plosone.example.org`) and the site whose pages they are. */
export interface LinkBase {
  origin: string;
  siteId: number;
}

/** The portal's article page (`/article/id/{siteId}/{thesisId}/{lang}`), absolute. */
export const articleUrl = (b: LinkBase, id: number, lang: FeedLang) =>
  `${b.origin}/article/id/${b.siteId}/${id}/${lang}`;

/** The portal's news page (`/newsDetails/{siteId}/{id}/{lang}`), absolute. */
export const newsUrl = (b: LinkBase, id: number, lang: FeedLang) => `${b.origin}/newsDetails/${b.siteId}/${id}/${lang}`;

/** Detail calls in flight at once while a feed is built (each answer carries the article's full text). */
const DETAIL_CONCURRENCY = 6;

/** `fn` over `items` with at most `limit` calls running, results in input order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The first non-blank value for the feed language, else for the other interface language, else for the original
 * language, else any (titles of an article in a third language, e.g. pt).
 */
function pickByLang<T extends { lang: string }>(
  list: readonly T[],
  lang: FeedLang,
  original: string,
  has: (t: T) => boolean,
): T | undefined {
  const other = lang === 'zh' ? 'en' : 'zh';
  const usable = list.filter(has);
  const base = (l: string) => l.toLowerCase().split('-')[0];
  return (
    usable.find((t) => base(t.lang) === lang) ??
    usable.find((t) => base(t.lang) === other) ??
    usable.find((t) => base(t.lang) === base(original)) ??
    usable[0]
  );
}

/** A wire date string as a Date, or undefined when absent or unparsable. */
export function dateOf(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * The article's authors in order (contributors whose role is author): a person under their display name with their
 * ORCID iD, a group author (`collab`) as one author under the group's name. From the summary's names when the detail
 * is gone.
 */
export function articleAuthors(a: ArticleSummaryWire, detail: ArticleDetailWire | null): FeedPerson[] {
  const named = (name: string) => name.replace(/\s+/g, ' ').trim();
  if (!detail)
    return a.authors
      .map(named)
      .filter(Boolean)
      .map((name) => ({ name }));
  const person = (c: ContributorWire): FeedPerson => ({
    name: named(c.name),
    ...(!c.collab && c.orcid ? { uri: c.orcid } : {}),
  });
  return detail.contributors
    .filter((c) => c.role === 'author')
    .map(person)
    .filter((p) => p.name);
}

/** An article as a feed item: see the module doc; `fallbackDate` (e.g. the date) when it has none of its own. */
export function articleItem(
  a: ArticleSummaryWire,
  detail: ArticleDetailWire | null,
  base: LinkBase,
  lang: FeedLang,
  fallbackDate?: Date,
): FeedItem | null {
  const title = pickByLang(a.titles, lang, a.originalLanguage, (t) => Boolean(t.title.trim()))?.title;
  if (!title) return null; // an entry needs a title
  const texts = detail?.texts ?? [];
  const abstract = pickByLang(texts, lang, a.originalLanguage, (t) => Boolean(t.abstractHtml?.trim()))?.abstractHtml;
  const keywords = pickByLang(texts, lang, a.originalLanguage, (t) => t.keywords.some((k) => k.trim()))?.keywords;
  const published = dateOf(a.publishedDate) ?? fallbackDate;
  const doi = a.doi?.trim();
  return {
    title,
    link: articleUrl(base, a.id, lang),
    ...(published ? { published } : {}),
    ...(abstract?.trim() ? { summary: { value: abstract, type: 'html' as const } } : {}),
    authors: articleAuthors(a, detail),
    keywords: (keywords ?? []).filter((k) => k.trim()),
    // The DOI names the article wherever it is read. RSS: guid isPermaLink=false; Atom: the DOI's IRI as id.
    ...(doi ? { guid: doi, id: `https://doi.org/${encodeURI(doi)}` } : {}),
  };
}

/**
 * The articles as items, in the given order, with each article's detail read from rc-pub (abstract and keywords are
 * not in the list's summaries); an article whose detail is gone is listed from its summary. Articles without a title
 * in any language are left out.
 */
export async function articleItems(
  ctx: GatewayContext,
  articles: readonly ArticleSummaryWire[],
  base: LinkBase,
  lang: FeedLang,
  fallbackDate?: Date,
): Promise<FeedItem[]> {
  const details = await mapLimit(articles, DETAIL_CONCURRENCY, (a) => ctx.loaders.article.load(a.id));
  return articles
    .map((a, i) => articleItem(a, details[i] ?? null, base, lang, fallbackDate))
    .filter((x): x is FeedItem => x !== null);
}

/**
 * A news item as a feed item: title, summary, publication time, link to its portal page. News name no author: the
 * feed's own author (the site) stands for them in Atom.
 */
export function newsItem(n: NewsWire, base: LinkBase, lang: FeedLang): FeedItem | null {
  const title = pickLang(lang, n.titleZh, n.titleEn);
  if (!title) return null;
  const published = dateOf(n.publishedAt);
  const summary = pickLang(lang, n.summaryZh, n.summaryEn);
  return {
    title,
    link: newsUrl(base, n.id, lang),
    ...(published ? { published } : {}),
    ...(summary?.trim() ? { summary: { value: summary, type: 'text' as const } } : {}),
    authors: [],
    keywords: [],
  };
}
