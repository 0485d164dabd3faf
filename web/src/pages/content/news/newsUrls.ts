/**
 * URLs and route values of the news lists (/news with query, /newsInfo/{siteId}/{id}/{type}/{page}/
 * {activeId}/{lang}; the news tabs of docs/product/content.md#news). Pages count from 0 in both (as rc-pub's lists and the menu target
 * /newsInfo/{siteId}/{menuId}/channel/0/0/{lang} do); /news leaves `page` out for the first page.
 */
import type { Lang } from '../../../app/lang.js';

/** The news tabs (information, announcement, dynamic, statement) as their stored news types, in tab order. */
export const NEWS_TABS = ['news', 'announcement', 'dynamic', 'statement'] as const;

/** A news tab's stored type. */
export type NewsTab = (typeof NEWS_TABS)[number];

/** Items per page of the news lists. */
export const NEWS_PAGE_SIZE = 10;

/** The largest page number a URL may ask for (the gateway's limit). */
const MAX_PAGE = 100_000;

/** A stored news type as the gateway accepts it: letters only, at most 40. */
const NEWS_TYPE = /^[A-Za-z]{1,40}$/;

/** True when `type` is one of the four tabs. */
export function isNewsTab(type: string): type is NewsTab {
  return (NEWS_TABS as readonly string[]).includes(type);
}

/** A page number from a URL (0 when absent or empty); null when malformed or beyond the gateway's limit. */
export function pageFromUrl(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 0;
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_PAGE ? n : null;
}

/** What /news shows: the news type (query `type`, default news), the page and the column (query `columnId`). */
export interface NewsQueryState {
  type: string;
  page: number;
  /** The menu item the reader came from (the query's columnId); null when absent. */
  columnId: number | null;
}

/** Reads /news's query; null when a value is malformed (the page then answers 404). */
export function newsQueryState(search: URLSearchParams): NewsQueryState | null {
  const type = search.get('type')?.trim() || 'news';
  if (!NEWS_TYPE.test(type)) return null;
  const page = pageFromUrl(search.get('page'));
  if (page === null) return null;
  const rawColumn = search.get('columnId');
  if (rawColumn === null || rawColumn === '') return { type, page, columnId: null };
  if (!/^\d{1,9}$/.test(rawColumn) || Number(rawColumn) < 1) return null;
  return { type, page, columnId: Number(rawColumn) };
}

/**
 * /news with `search`'s other query values kept (columnId, columnName, index, lang, ...) and `type` and `page` set;
 * `page` is left out for the first page.
 */
export function newsTabHref(search: URLSearchParams, type: string, page: number): string {
  const q = new URLSearchParams(search);
  q.set('type', type);
  q.delete('page');
  if (page > 0) q.set('page', String(page));
  return `/news?${q.toString()}`;
}

/** A channel's news list: `/newsInfo/{siteId}/{menuId}/channel/{page}/{activeId}/{lang}` (activeId 0 = the column). */
export function newsInfoHref(siteId: number, menuId: number, page: number, activeId: number, lang: Lang): string {
  return `/newsInfo/${siteId}/${menuId}/channel/${page}/${activeId}/${lang}`;
}
