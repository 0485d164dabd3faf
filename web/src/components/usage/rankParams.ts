/**
 * The rankings page's URL (docs/product/usage.md#rankings: the fallback route `/{code}` of the hidden menu code
 * `rank`, the ranking windows): `/rank/{lang}?metric=views|downloads|citations&window=3m|6m|1y|2y|3y|all&journal={publicationId}` plus the
 * menu's own query (columnId, columnName, index, parentIndex, code, bannerId, childId), which is kept on every link.
 * Values outside these sets are a bad URL (404 page), never a server error.
 */
import type { RankMetric, RankWindow } from '../../gql/graphql.js';
import { withLang, type Lang } from '../../app/lang.js';

/** URL value → GraphQL metric (views, downloads, citations). */
export const METRICS: Readonly<Record<string, RankMetric>> = {
  views: 'VIEWS',
  downloads: 'DOWNLOADS',
  citations: 'CITATIONS',
};

/** URL value → GraphQL window, in the order the page lists them. */
export const WINDOWS: Readonly<Record<string, RankWindow>> = {
  '3m': 'MONTHS_3',
  '6m': 'MONTHS_6',
  '1y': 'YEAR_1',
  '2y': 'YEARS_2',
  '3y': 'YEARS_3',
  all: 'ALL',
};

/** Entries a ranking page lists. */
export const RANK_PAGE_SIZE = 20;

/** The menu query parameters a fallback-route page gets; kept on the page's own links. */
const MENU_PARAMS = ['columnId', 'columnName', 'index', 'parentIndex', 'code', 'bannerId', 'childId'] as const;

/** What a rankings URL asks for; null values: the default (views, 1 year, every journal of the site). */
export interface RankRequest {
  metric: string;
  window: string;
  journal: number | null;
  /** The menu item (channel) it was opened from, when `columnId` is given. */
  channelId: number | null;
}

function positiveInt(v: string | null): number | null | 'bad' {
  if (v === null || v === '') return null;
  return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : 'bad';
}

/** The request of a query string; null for a value outside the known sets (the page answers 404). */
export function parseRankRequest(search: URLSearchParams): RankRequest | null {
  const metric = search.get('metric') || 'views';
  const window = search.get('window') || '1y';
  const journal = positiveInt(search.get('journal'));
  const channelId = positiveInt(search.get('columnId'));
  if (!(metric in METRICS) || !(window in WINDOWS) || journal === 'bad' || channelId === 'bad') return null;
  return { metric, window, journal, channelId };
}

/** The GraphQL variables of a request. */
export function rankVariables(r: RankRequest) {
  return {
    metric: METRICS[r.metric] ?? 'VIEWS',
    window: WINDOWS[r.window] ?? 'YEAR_1',
    publicationId: r.journal,
    channelId: r.channelId ?? 0,
    withChannel: r.channelId !== null,
    size: RANK_PAGE_SIZE,
  };
}

/** The URL of the rankings page with `change` applied to the current query `search` (menu parameters kept). */
export function rankHref(
  search: URLSearchParams,
  lang: Lang,
  change: { metric?: string; window?: string; journal?: number | null },
): string {
  const q = new URLSearchParams();
  for (const k of MENU_PARAMS) {
    const v = search.get(k);
    if (v) q.set(k, v);
  }
  q.set('metric', change.metric ?? search.get('metric') ?? 'views');
  q.set('window', change.window ?? search.get('window') ?? '1y');
  const journal = change.journal === undefined ? search.get('journal') : change.journal;
  if (journal) q.set('journal', String(journal));
  return `${withLang('/rank', lang)}?${q.toString()}`;
}
