/**
 * The album routes' URLs (docs/product/content.md#albums): which view a path is, the album tab of a URL, 1-based page numbers in
 * `?page=`, and the hrefs the album pages link to. Pure functions, shared by the page's loader and its components.
 */
import type { Lang } from '../../app/lang.js';
import type { AlbumTab } from '../../gql/graphql.js';
import { intParam } from '../../components/content/params.js';

/** What a route shows: the cards of /newAlbumList, the rows of /newItemPage, or one album (detail). */
export type AlbumView = 'cards' | 'rows' | 'detail';

/** The view of an album route path; null for a path that is not one. */
export function albumViewOf(pathname: string): AlbumView | null {
  if (/^\/newAlbumList(\/|$)/.test(pathname)) return 'cards';
  if (/^\/newItemPage(\/|$)/.test(pathname)) return 'rows';
  if (/^\/(newAlbumDetail|virtualProjectDetail)(\/|$)/.test(pathname)) return 'detail';
  return null;
}

/** True on /virtualProjectDetail (the album in the query: virtualId, index, type). */
export function isQueryForm(pathname: string): boolean {
  return /^\/virtualProjectDetail(\/|$)/.test(pathname);
}

/** The album tabs, each with its rc-pub name and resource-type id, in the order of docs/product/content.md#albums. */
export const TABS: readonly { tab: AlbumTab; wire: string; typeId: string }[] = [
  { tab: 'ARTICLE', wire: 'article', typeId: '428' },
  { tab: 'JOURNAL', wire: 'journal', typeId: '-3' },
  { tab: 'AUDIO', wire: 'audio', typeId: '28' },
  { tab: 'VIDEO', wire: 'video', typeId: '29' },
];

/** The tab a URL value names (article, journal, audio, video or their type ids 428, -3, 28, 29); null otherwise. */
export function tabParam(value: string | null): AlbumTab | null {
  const v = value?.trim().toLowerCase();
  return TABS.find((t) => t.wire === v || t.typeId === v)?.tab ?? null;
}

/** The tab's URL value (article, journal, audio, video). */
export function tabWire(tab: AlbumTab): string {
  return TABS.find((t) => t.tab === tab)!.wire;
}

/** The 0-based page of `?page=` (1-based in URLs; absent, 0 or malformed = the first page). */
export function pageParam(search: URLSearchParams): number {
  const p = intParam(search.get('page') ?? undefined);
  return p !== null && p > 0 ? Math.min(p, 100_000) - 1 : 0;
}

/**
 * The album id and tab of an album URL: the path's `id` (the route's virtualId) and `?tab=`, or /virtualProjectDetail's
 * `virtualId` and `type`.
 */
export function albumArgs(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): { id: number | null; tab: AlbumTab | null } {
  const query = isQueryForm(pathname);
  const raw = query ? (search.get('virtualId') ?? undefined) : params.id;
  const id = intParam(raw);
  return { id: id !== null && id > 0 ? id : null, tab: tabParam(search.get(query ? 'type' : 'tab')) };
}

/** An album's page: `/newAlbumDetail/{siteId}/{virtualId}/{lang}`. */
export function albumHref(siteId: number, albumId: number, lang: Lang): string {
  return `/newAlbumDetail/${siteId}/${albumId}/${lang}`;
}

/**
 * The same URL with `changes` applied to its query (null removes a key); the page is reset unless it is changed.
 * Keeps the path (so /virtualProjectDetail stays in its query form).
 */
export function withQuery(pathname: string, search: string, changes: Record<string, string | null>): string {
  const q = new URLSearchParams(search);
  if (!('page' in changes)) q.delete('page');
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  const s = q.toString();
  return s ? `${pathname}?${s}` : pathname;
}
