/**
 * Search documents built from stored content: one {@link SearchDocInput} per article, journal
 * (publication), figure/table/media resource and news item. Pure functions over rows; the writer segments and stores
 * them (see rc-pub/src/db/schema/search.ts for what each field becomes).
 */
import type { articleResources, articles, articleTexts, news, publications } from '../../db/schema/content.js';
import type { DocFields, DocKind, SearchDocInput } from '../../repositories/search-index.js';

type ArticleRow = typeof articles.$inferSelect;
type TextRow = Pick<typeof articleTexts.$inferSelect, 'lang' | 'isOriginal' | 'title' | 'subtitle' | 'keywords'> & {
  abstractHtml: string | null;
  bodyHtml: string | null;
};
type ResourceRow = typeof articleResources.$inferSelect;
type PublicationRow = typeof publications.$inferSelect;
type NewsRow = typeof news.$inferSelect;

/** Snippet sources are cut to this many characters (the service makes the highlighted excerpt). */
export const SNIPPET_MAX = 1000;
/** Body text indexed per document, in characters (tsvector limit is 1 MB; bodies beyond this are rare). */
export const BODY_MAX = 200_000;

/** Every field empty: documents spread this and fill what applies to their kind. */
export const EMPTY_FIELDS: DocFields = {
  title: '',
  keyword: '',
  author: '',
  institution: '',
  abstract: '',
  body: '',
  sponsor: '',
  caption: '',
  label: '',
  articleTitle: '',
  codes: '',
};

function cut(s: string | null | undefined, n: number): string | null {
  if (!s) return null;
  return s.length > n ? s.slice(0, n) : s;
}
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/**
 * Plain text of stored HTML for indexing. The HTML was sanitized at import (rc-pub/src/import/html.ts: no script or
 * style), so dropping tags and decoding entities is enough; this is ~10x faster than a full parse on JATS bodies.
 */
export function plain(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}
function yearOf(date: string | null | undefined): number | null {
  const m = date ? /^(\d{4})/.exec(date) : null;
  return m ? Number(m[1]) : null;
}
function join(parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => !!p && p.trim() !== '').join(' \n ');
}
function isZh(lang: string): boolean {
  return lang.toLowerCase().startsWith('zh');
}
/** Titles by language: zh, en, and the original-language one. */
function titlesOf(texts: TextRow[], orig: string): { zh: string | null; en: string | null; orig: string } {
  const zh = texts.find((t) => isZh(t.lang))?.title || null;
  const en = texts.find((t) => t.lang.toLowerCase().startsWith('en'))?.title || null;
  const o = texts.find((t) => t.isOriginal)?.title || texts.find((t) => t.lang === orig)?.title || zh || en || '';
  return { zh, en, orig: o };
}

/** Context an article document needs besides its own rows. */
export interface ArticleContext {
  /** Year of the article's issue (when the article has no published date). */
  issueYear: number | null;
}

/**
 * The documents of one article: the article itself plus one per resource (figure, table, video, audio, other),
 * each resource linked to the article (each result links to its article: docs/product/search.md#figure-table-and-media-search).
 */
export function articleDocs(
  a: ArticleRow,
  texts: TextRow[],
  resources: ResourceRow[],
  ctx: ArticleContext,
): SearchDocInput[] {
  const titles = titlesOf(texts, a.originalLanguage);
  const ordered = [...texts].sort((x, y) => Number(y.isOriginal) - Number(x.isOriginal));
  const authors = a.contributors.filter((c) => c.role === 'author' || c.collab).map((c) => c.name);
  const institutions = a.affiliations.map((f) => f.institution || f.text);
  const keywords = ordered.flatMap((t) => t.keywords);
  const abstracts = ordered.map((t) => ({ lang: t.lang, text: plain(t.abstractHtml) }));
  const doi = a.doi ? a.doi.toLowerCase() : null;
  const year = yearOf(a.publishedDate) ?? ctx.issueYear;
  const base = {
    articleId: a.id,
    publicationId: a.publicationId,
    siteId: null,
    issueId: a.issueId,
    year,
    publishedDate: a.publishedDate,
    columnZh: a.columnZh,
    columnEn: a.columnEn,
    publicationType: a.publicationType,
    openAccess: a.openAccess,
    views: a.views,
    downloads: a.downloads,
    citations: a.citations,
    doi,
    issn: null,
    cn: null,
    lang: a.originalLanguage,
  };
  const allTitles = join(ordered.flatMap((t) => [t.title, t.subtitle]));
  const article: SearchDocInput = {
    ...base,
    kind: 'article',
    refId: a.id,
    titleZh: titles.zh,
    titleEn: titles.en,
    titleOrig: titles.orig,
    authors,
    keywords,
    label: null,
    fileId: null,
    mime: null,
    articleTitle: null,
    snippetZh: cut(abstracts.find((x) => isZh(x.lang))?.text, SNIPPET_MAX),
    snippetEn: cut(abstracts.find((x) => !isZh(x.lang))?.text, SNIPPET_MAX),
    fields: {
      ...EMPTY_FIELDS,
      title: allTitles,
      keyword: join(keywords),
      author: join(authors),
      institution: join(institutions),
      abstract: join(abstracts.map((x) => x.text)),
      body: cut(join(ordered.map((t) => plain(t.bodyHtml))), BODY_MAX) ?? '',
      codes: doi ?? '',
    },
  };
  const docs = [article];
  for (const r of resources) {
    const caption = r.captionText || plain(r.captionHtml);
    const label = r.label ?? '';
    const kind: DocKind = (['figure', 'table', 'video', 'audio'] as const).find((k) => k === r.kind) ?? 'other';
    const captionZh = r.lang ? isZh(r.lang) : isZh(a.originalLanguage);
    docs.push({
      ...base,
      kind,
      refId: r.id,
      titleZh: captionZh ? join([label, cut(caption, 200)]) || null : null,
      titleEn: captionZh ? null : join([label, cut(caption, 200)]) || null,
      titleOrig: join([label, cut(caption, 200)]),
      authors,
      keywords,
      label: r.label,
      fileId: r.fileId,
      mime: r.mime,
      articleTitle: titles.orig || null,
      snippetZh: captionZh ? cut(caption, SNIPPET_MAX) : null,
      snippetEn: captionZh ? null : cut(caption, SNIPPET_MAX),
      fields: {
        ...EMPTY_FIELDS,
        title: join([label, caption]),
        caption,
        label,
        articleTitle: allTitles,
        codes: doi ?? '',
      },
    });
  }
  return docs;
}

/** The document of a journal (journal fields title, sponsor, CN, ISSN: docs/product/search.md#fields). */
export function publicationDoc(p: PublicationRow): SearchDocInput {
  const issn = [p.issn, p.eissn].filter((x): x is string => !!x).map((x) => x.toUpperCase());
  const desc = join([plain(p.descriptionZh), plain(p.descriptionEn)]);
  return {
    kind: 'publication',
    refId: p.id,
    articleId: null,
    publicationId: p.id,
    siteId: null,
    issueId: null,
    year: null,
    publishedDate: null,
    columnZh: null,
    columnEn: null,
    publicationType: 0,
    openAccess: 0,
    views: 0,
    downloads: 0,
    citations: 0,
    doi: null,
    issn: issn.length ? issn.join(' ') : null,
    cn: p.cn ? p.cn.toUpperCase() : null,
    lang: p.language,
    titleZh: p.titleZh || null,
    titleEn: p.titleEn || null,
    titleOrig: (isZh(p.language) ? p.titleZh || p.titleEn : p.titleEn || p.titleZh) ?? '',
    authors: [],
    keywords: [],
    label: null,
    fileId: p.coverFileId,
    mime: null,
    articleTitle: null,
    snippetZh: cut(plain(p.descriptionZh), SNIPPET_MAX),
    snippetEn: cut(plain(p.descriptionEn), SNIPPET_MAX),
    fields: {
      ...EMPTY_FIELDS,
      title: join([p.titleZh, p.titleEn, p.abbrev]),
      sponsor: join([p.sponsorZh, p.sponsorEn, p.publisherZh, p.publisherEn]),
      abstract: desc,
      codes: join([...issn, p.cn]),
    },
  };
}

/** The document of a news item, scoped to its site (resource type news -2). */
export function newsDoc(n: NewsRow): SearchDocInput {
  const date = n.publishedAt.toISOString().slice(0, 10);
  return {
    kind: 'news',
    refId: n.id,
    articleId: null,
    publicationId: null,
    siteId: n.siteId,
    issueId: null,
    year: yearOf(date),
    publishedDate: date,
    columnZh: null,
    columnEn: null,
    publicationType: 0,
    openAccess: 0,
    views: 0,
    downloads: 0,
    citations: 0,
    doi: null,
    issn: null,
    cn: null,
    lang: n.titleZh ? 'zh' : 'en',
    titleZh: n.titleZh || null,
    titleEn: n.titleEn || null,
    titleOrig: n.titleZh || n.titleEn,
    authors: [],
    keywords: [],
    label: null,
    fileId: n.coverId,
    mime: null,
    articleTitle: null,
    snippetZh: cut(n.summaryZh || plain(n.contentZh), SNIPPET_MAX),
    snippetEn: cut(n.summaryEn || plain(n.contentEn), SNIPPET_MAX),
    fields: {
      ...EMPTY_FIELDS,
      title: join([n.titleZh, n.titleEn]),
      abstract: join([n.summaryZh, n.summaryEn]),
      body: cut(join([plain(n.contentZh), plain(n.contentEn)]), BODY_MAX) ?? '',
    },
  };
}
