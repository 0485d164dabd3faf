/**
 * The personal centre's URLs (/personal and its tabs, docs/product/members.md#personal-centre): `/personal/{tab}/{lang}` with the list state in the query
 * (`type`, `page`, `hpage`, `q`, `open`). Pure, shared by the loader and the components.
 */
import type { Lang } from '../../app/lang.js';
import { asLang } from '../../app/lang.js';
import type { MemberResourceType } from '../../gql/graphql.js';

/**
 * The personal centre's tabs in menu order (docs/product/members.md#personal-centre; the spelling 'infomation' is the
 * route segment's), with 'subscribe' (the member's email alerts, 我的订阅) after the albums.
 */
export const TABS = ['collect', 'download', 'album', 'subscribe', 'infomation', 'account'] as const;
/** One tab of the personal centre. */
export type Tab = (typeof TABS)[number];

/** Entries per page of every list in the personal centre. */
export const PAGE_SIZE = 10;

/** Types a favourite can have (schema MemberResourceType), in the order of the filter. */
export const FAVOURITE_TYPES: readonly MemberResourceType[] = [
  'ARTICLE',
  'FIGURE',
  'TABLE',
  'VIDEO',
  'AUDIO',
  'NEWS',
  'JOURNAL',
];

/** What a /personal URL asks for; `tab` is null for an unknown tab segment (a 404). */
export interface PersonalState {
  tab: Tab | null;
  lang: Lang | null;
  type: MemberResourceType | null;
  /** Page of the main list, from 0. */
  page: number;
  /** Page of the browsing history (download tab), from 0. */
  hpage: number;
  /** Album keyword. */
  q: string;
  /** The album opened, or null. */
  open: number | null;
}

function pageNumber(raw: string | null): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 && n < 100_000 ? n - 1 : 0;
}

/** Reads the route params (`tab`, `lang`) and the query; `/personal/en` is the first tab in English. */
export function personalState(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): PersonalState {
  let tabParam = params.tab;
  let lang = asLang(params.lang);
  if (!lang && asLang(tabParam)) {
    lang = asLang(tabParam);
    tabParam = undefined;
  }
  const tab =
    tabParam === undefined ? 'collect' : (TABS as readonly string[]).includes(tabParam) ? (tabParam as Tab) : null;
  const rawType = search.get('type');
  const type = FAVOURITE_TYPES.find((t) => t === rawType) ?? null;
  const open = Number(search.get('open'));
  return {
    tab,
    lang,
    type,
    page: pageNumber(search.get('page')),
    hpage: pageNumber(search.get('hpage')),
    q: (search.get('q') ?? '').trim().slice(0, 50),
    open: Number.isSafeInteger(open) && open > 0 ? open : null,
  };
}

/** The URL of `tab` in `lang` with query values (empty and null values left out; pages are 1-based in URLs). */
export function personalHref(
  tab: Tab,
  lang: Lang,
  query: Record<string, string | number | null | undefined> = {},
): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return `/personal/${tab}/${lang}${s ? `?${s}` : ''}`;
}

/** The login page that comes back to `path` afterwards (anonymous visitors go to login). */
export function loginHref(path: string, lang: Lang): string {
  return `/login?lang=${lang}&redirect=${encodeURIComponent(path)}`;
}
