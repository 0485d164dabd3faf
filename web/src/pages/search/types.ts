/**
 * Search resource types, their result routes and field dropdowns (SPEC §2 search result routes, SPEC §3 resource
 * types, SPEC §9 search types and fields). GraphQL enum values are those of schema/search.graphql.
 */
import { SEARCH_TYPE_IDS } from 'rc-pub/contract';
import type { SearchField, SearchType } from '../../gql/graphql.js';

/** rc-pub's ids under the GraphQL enum: a type error if schema/search.graphql has a type the contract lacks. */
const CONTRACT_IDS: Record<SearchType, number | 'table'> = SEARCH_TYPE_IDS;

/**
 * SPEC §3 resource-type id of each search type as URLs and form values carry it ('428', '-3', …; 'table' has no number
 * in SPEC, its label is its id): the string form of rc-pub's SEARCH_TYPE_IDS, the single definition.
 */
export const TYPE_IDS = Object.fromEntries(
  Object.entries(CONTRACT_IDS).map(([type, id]) => [type, String(id)]),
) as Record<SearchType, string>;

/** SPEC §2 result route of each type (video and audio share /audioList). */
export const TYPE_ROUTES: Record<SearchType, string> = {
  article: '/article',
  publication: '/searchPublication',
  figure: '/mag',
  table: '/textList',
  video: '/audioList',
  audio: '/audioList',
  news: '/informationList',
  other: '/othersList',
};

/** Every search type in display order (SPEC §9). */
export const ALL_TYPES: readonly SearchType[] = [
  'article',
  'publication',
  'figure',
  'table',
  'video',
  'audio',
  'news',
  'other',
];

/** SPEC §9 condition dropdown per type; `all` searches every field of the type. */
export const TYPE_FIELDS: Record<SearchType, readonly SearchField[]> = {
  article: ['all', 'title', 'keyword', 'author', 'institution', 'abstract', 'doi'],
  publication: ['all', 'title', 'sponsor', 'cn', 'issn'],
  figure: ['all', 'caption', 'label', 'articleTitle'],
  table: ['all', 'caption', 'label', 'articleTitle'],
  video: ['all', 'title', 'articleTitle'],
  audio: ['all', 'title', 'articleTitle'],
  news: ['all', 'title'],
  other: ['all', 'title'],
};

/** Every SearchField value (for validating URL input). */
export const ALL_FIELDS: readonly SearchField[] = [
  'all',
  'title',
  'keyword',
  'author',
  'institution',
  'abstract',
  'doi',
  'sponsor',
  'cn',
  'issn',
  'caption',
  'label',
  'articleTitle',
];

/** A search type from a URL `type` value: a SPEC §3 id (428, -3, 25, 29, 28, -2, 0), `table`, or a type name. */
export function typeFromParam(value: string | null | undefined): SearchType | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  for (const t of ALL_TYPES) if (TYPE_IDS[t] === v || t === v) return t;
  if (v === 'thesis') return 'article';
  if (v === 'picture') return 'figure';
  return null;
}

/**
 * Search types for the header radios from the config's resource-type ids (SPEC §5: known ids only, in order).
 * 'table' has no id in SPEC §3; it is offered right after figure (25), since both are JATS resources.
 */
export function typesFromResourceIds(ids: readonly number[]): SearchType[] {
  const out: SearchType[] = [];
  for (const id of ids) {
    const t = typeFromParam(String(id));
    if (t && !out.includes(t)) out.push(t);
    if (t === 'figure' && !out.includes('table')) out.push('table');
  }
  return out;
}

/** The search type a result route shows; /audioList shows video unless `type` says audio. Null: not a result route. */
export function typeForRoute(pathname: string, typeParam: string | null): SearchType | null {
  const fromParam = typeFromParam(typeParam);
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/audioList') return fromParam === 'audio' ? 'audio' : 'video';
  for (const t of ALL_TYPES) if (TYPE_ROUTES[t] === path) return t;
  return null;
}

/** A field valid for the type, else `all`. */
export function fieldFor(type: SearchType, value: string | null | undefined): SearchField {
  const fields = TYPE_FIELDS[type];
  return fields.find((f) => f === value) ?? 'all';
}

/** The type GraphQL's analyzeSearch takes for a type (SPEC §7: 'publication' for journals, else 'article'). */
export function analyzeType(type: SearchType): SearchType {
  return type === 'publication' ? 'publication' : 'article';
}
