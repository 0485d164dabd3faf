/**
 * Search rows → {@link SearchHitWire} (result pages): title in the request's language else the original,
 * both titles, highlighted title and excerpt (safe HTML, matches in <em>), the article of a figure/table/media hit and
 * the figure's thumbnail.
 */
import { SEARCH_TYPE_IDS, type SearchHitWire, type SearchType } from '../../contract/search.js';
import type { Lang } from '../../contract/wire.js';
import { WEB_IMAGE_TYPES } from '../../contract/article-files.js';
import { fileUrl, isoDate } from '../../lib/ids.js';
import type { SearchHitRow } from '../../repositories/search.js';
import { excerpt, highlight } from './highlight.js';

function pick(lang: Lang, zh: string | null | undefined, en: string | null | undefined): string | null {
  const a = lang === 'en' ? en : zh;
  const b = lang === 'en' ? zh : en;
  return a?.trim() ? a : b?.trim() ? b : null;
}

/**
 * A figure hit's image for result lists: its JPEG thumbnail, else its file when every browser shows that type, else
 * null (a placeholder).
 */
function figureThumbnail(r: SearchHitRow): string | null {
  if (r.thumbFileId) return fileUrl(r.thumbFileId);
  return r.fileMime && WEB_IMAGE_TYPES.includes(r.fileMime) ? fileUrl(r.fileId) : null;
}

/** One hit; `terms` are the surface forms to highlight. */
export function toSearchHit(r: SearchHitRow, lang: Lang, terms: readonly string[]): SearchHitWire {
  const type = r.kind as SearchType;
  const isResource = type !== 'article' && type !== 'publication' && type !== 'news';
  // the original-language title unless the request's language has its own
  const own = lang === 'en' ? r.titleEn : r.titleZh;
  const title = own?.trim() ? own : r.titleOrig?.trim() ? r.titleOrig : (pick(lang, r.titleZh, r.titleEn) ?? '');
  const snippet = pick(lang, r.snippetZh, r.snippetEn);
  return {
    id: r.refId!,
    type,
    typeId: SEARCH_TYPE_IDS[type],
    title,
    titleZh: r.titleZh ?? null,
    titleEn: r.titleEn ?? null,
    highlightTitle: title ? highlight(title, terms) : null,
    snippet: excerpt(snippet, terms),
    doi: r.doi ?? null,
    authors: r.authors ?? [],
    keywords: r.keywords ?? [],
    publicationId: r.publicationId ?? null,
    publicationTitle: pick(lang, r.publicationTitleZh, r.publicationTitleEn),
    articleId: type === 'article' ? r.refId! : (r.articleId ?? null),
    articleTitle: isResource ? (r.articleTitle ?? null) : null,
    issueId: r.issueId ?? null,
    year: r.year ?? null,
    publishedDate: isoDate(r.publishedDate as string | null),
    column: pick(lang, r.columnZh, r.columnEn),
    label: r.label ?? null,
    fileUrl: type === 'figure' ? figureThumbnail(r) : null,
    publicationType: r.publicationType ?? 0,
    openAccess: r.openAccess ?? 0,
    views: r.views ?? 0,
    downloads: r.downloads ?? 0,
    citations: r.citations ?? 0,
    score: Number(r.score ?? 0),
  };
}
