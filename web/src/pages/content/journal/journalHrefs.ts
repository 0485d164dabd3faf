/**
 * Links of the journal list pages (docs/product/content.md#journal-pages): the online-first and accepted lists of /newAcademic with
 * their page segment, /thesisDetails of a column and /newArticle of a list code. Pages count from 0 (the menu's
 * `/0/` is the first page).
 */
import type { Lang } from '../../../app/lang.js';

/** The /newAcademic types that are article lists (menu codes singleFirst and latestOffer). */
export type AcademicListType = 'singleFirst' | 'latestOffer';

/** `/newAcademic/{siteId}/{menuId}/{type}/0/{page}/{lang}` (no period: the list spans the site's journals). */
export function academicListHref(
  siteId: number,
  menuId: number,
  type: AcademicListType,
  page: number,
  lang: Lang,
): string {
  return `/newAcademic/${siteId}/${menuId}/${type}/0/${page}/${lang}`;
}

/** A URL with `params` (empty and null values left out) on `path`. */
function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** `/thesisDetails?columnId=&Fpath=&page=&lang=`: the articles of column `fpath` (JournalColumn.key). */
export function thesisDetailsHref(menuId: number | null, fpath: string, page: number, lang: Lang): string {
  return withQuery('/thesisDetails', { columnId: menuId, Fpath: fpath, page: page > 0 ? page : null, lang });
}

/** `/newArticle?columnId=&code=&page=&lang=` (conference and prePublication). */
export function newArticleHref(menuId: number | null, code: string, page: number, lang: Lang): string {
  return withQuery('/newArticle', { columnId: menuId, code, page: page > 0 ? page : null, lang });
}
