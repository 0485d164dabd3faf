/**
 * Search resource types, their result routes and field dropdowns (SPEC §2 search result routes, SPEC §3 resource
 * types, SPEC §9 search types, fields and sorts). GraphQL enum values are the SCREAMING_SNAKE names of
 * schema/search.graphql (issue 13); URLs keep their own vocabulary, translated here at the boundary: `type` carries the
 * SPEC §3 resource-type id, `index` and the rows of `adv` the field's URL name (`title`, `articleTitle`), `sort` the
 * sort's URL name (`date`). Those URL names are also rc-pub's wire names and the query syntax's field prefixes.
 */
import { SEARCH_TYPE_IDS, type SearchType as WireSearchType } from 'rc-pub/contract';
import type { SearchField, SearchSort, SearchType } from '../../gql/graphql.js';

/** rc-pub's name of each search type, under which SEARCH_TYPE_IDS lists its SPEC §3 id. */
const WIRE_TYPES: Record<SearchType, WireSearchType> = {
  ARTICLE: 'article',
  PUBLICATION: 'publication',
  FIGURE: 'figure',
  TABLE: 'table',
  VIDEO: 'video',
  AUDIO: 'audio',
  NEWS: 'news',
  OTHER: 'other',
};

/**
 * SPEC §3 resource-type id of each search type as URLs and form values carry it ('428', '-3', …; 'table' has no number
 * in SPEC, its label is its id): the string form of rc-pub's SEARCH_TYPE_IDS, the single definition.
 */
export const TYPE_IDS = Object.fromEntries(
  Object.entries(WIRE_TYPES).map(([type, wire]) => [type, String(SEARCH_TYPE_IDS[wire])]),
) as Record<SearchType, string>;

/** SPEC §2 result route of each type (video and audio share /audioList). */
export const TYPE_ROUTES: Record<SearchType, string> = {
  ARTICLE: '/article',
  PUBLICATION: '/searchPublication',
  FIGURE: '/mag',
  TABLE: '/textList',
  VIDEO: '/audioList',
  AUDIO: '/audioList',
  NEWS: '/informationList',
  OTHER: '/othersList',
};

/** Every search type in display order (SPEC §9). */
export const ALL_TYPES: readonly SearchType[] = [
  'ARTICLE',
  'PUBLICATION',
  'FIGURE',
  'TABLE',
  'VIDEO',
  'AUDIO',
  'NEWS',
  'OTHER',
];

/** SPEC §9 condition dropdown per type; `all` searches every field of the type. */
export const TYPE_FIELDS: Record<SearchType, readonly SearchField[]> = {
  ARTICLE: ['ALL', 'TITLE', 'KEYWORD', 'AUTHOR', 'INSTITUTION', 'ABSTRACT', 'DOI'],
  PUBLICATION: ['ALL', 'TITLE', 'SPONSOR', 'CN', 'ISSN'],
  FIGURE: ['ALL', 'CAPTION', 'LABEL', 'ARTICLE_TITLE'],
  TABLE: ['ALL', 'CAPTION', 'LABEL', 'ARTICLE_TITLE'],
  VIDEO: ['ALL', 'TITLE', 'ARTICLE_TITLE'],
  AUDIO: ['ALL', 'TITLE', 'ARTICLE_TITLE'],
  NEWS: ['ALL', 'TITLE'],
  OTHER: ['ALL', 'TITLE'],
};

/**
 * Each field's name in URLs (`index`, the rows of `adv`) and in the query syntax's prefixes (`title:`): its
 * pre-issue-13 GraphQL name, which is also rc-pub's wire name. The keys list every SearchField value.
 */
export const FIELD_PARAMS: Record<SearchField, string> = {
  ALL: 'all',
  TITLE: 'title',
  KEYWORD: 'keyword',
  AUTHOR: 'author',
  INSTITUTION: 'institution',
  ABSTRACT: 'abstract',
  DOI: 'doi',
  SPONSOR: 'sponsor',
  CN: 'cn',
  ISSN: 'issn',
  CAPTION: 'caption',
  LABEL: 'label',
  ARTICLE_TITLE: 'articleTitle',
};

/** Each sort's name in URLs (`sort`): its pre-issue-13 GraphQL name, also rc-pub's wire name. */
export const SORT_PARAMS: Record<SearchSort, string> = {
  RELEVANCE: 'relevance',
  DATE: 'date',
  VIEWS: 'views',
  DOWNLOADS: 'downloads',
  CITATIONS: 'citations',
};

/** The key of `table` whose value is `param`, else null (URL names are matched exactly, as before issue 13). */
function keyOfParam<K extends string>(table: Record<K, string>, param: string | null | undefined): K | null {
  if (param === null || param === undefined) return null;
  return (Object.keys(table) as K[]).find((k) => table[k] === param) ?? null;
}

/** The field a URL name (`index`, an `adv` row) stands for, else null. */
export function fieldFromParam(param: string | null | undefined): SearchField | null {
  return keyOfParam(FIELD_PARAMS, param);
}

/** The sort a URL name (`sort`) stands for, else null. */
export function sortFromParam(param: string | null | undefined): SearchSort | null {
  return keyOfParam(SORT_PARAMS, param);
}

/**
 * A search type from a URL `type` value: a SPEC §3 id (428, -3, 25, 29, 28, -2, 0), `table`, or a type's rc-pub name
 * (`article`, `publication`, …, as URLs wrote it before issue 13), or the SPEC §3 labels `thesis` and `picture`.
 */
export function typeFromParam(value: string | null | undefined): SearchType | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  for (const t of ALL_TYPES) if (TYPE_IDS[t] === v || WIRE_TYPES[t] === v) return t;
  if (v === 'thesis') return 'ARTICLE';
  if (v === 'picture') return 'FIGURE';
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
    if (t === 'FIGURE' && !out.includes('TABLE')) out.push('TABLE');
  }
  return out;
}

/** The search type a result route shows; /audioList shows video unless `type` says audio. Null: not a result route. */
export function typeForRoute(pathname: string, typeParam: string | null): SearchType | null {
  const fromParam = typeFromParam(typeParam);
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/audioList') return fromParam === 'AUDIO' ? 'AUDIO' : 'VIDEO';
  for (const t of ALL_TYPES) if (TYPE_ROUTES[t] === path) return t;
  return null;
}

/** `field` when the type offers it, else ALL. */
export function fieldFor(type: SearchType, field: SearchField | null | undefined): SearchField {
  return TYPE_FIELDS[type].find((f) => f === field) ?? 'ALL';
}

/** The type GraphQL's analyzeSearch takes for a type (SPEC §7: 'publication' for journals, else 'article'). */
export function analyzeType(type: SearchType): SearchType {
  return type === 'PUBLICATION' ? 'PUBLICATION' : 'ARTICLE';
}
