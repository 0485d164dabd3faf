/**
 * Search resource types, their result routes and field dropdowns (docs/product/search.md: search types and result pages,
 * fields and sorts). GraphQL enum values are the SCREAMING_SNAKE names of
 * schema/search.graphql; URLs keep their own vocabulary, translated here at the boundary: `type` carries the
 * resource-type id, `index` and the rows of `adv` the field's URL name (`title`, `articleTitle`), `sort` the
 * sort's URL name (`date`). A URL name is the value's name from before the SCREAMING_SNAKE rename, which is also rc-pub's wire name and the
 * query syntax's field prefix: {@link urlName}.
 */
import { SEARCH_TYPE_IDS } from 'rc-pub/contract';
import type { SearchField, SearchSort, SearchType } from '../../gql/graphql.js';

/** `ARTICLE_TITLE` -> `articleTitle`: a SCREAMING_SNAKE name in camelCase, as a type. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<S>;

/**
 * The URL name of a type, field or sort (`ARTICLE` -> `article`, `ARTICLE_TITLE` -> `articleTitle`, `DATE` -> `date`):
 * its name before the schema renamed the enum values to SCREAMING_SNAKE, and rc-pub's wire name for it.
 */
export function urlName<V extends SearchType | SearchField | SearchSort>(value: V): CamelCase<V> {
  return value.toLowerCase().replace(/_(.)/g, (_m, c: string) => c.toUpperCase()) as CamelCase<V>;
}

/** The result route of each type (video and audio share /audioList). */
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

/** Every search type in display order (docs/product/search.md#search-types-and-result-pages). */
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

/**
 * The resource-type id of each search type as URLs and form values carry it ('428', '-3', …; 'table' has no number,
 * its label is its id): the string form of rc-pub's SEARCH_TYPE_IDS (keyed by wire name), the single
 * definition. A type error if schema/search.graphql has a type the contract lacks.
 */
export const TYPE_IDS = Object.fromEntries(ALL_TYPES.map((t) => [t, String(SEARCH_TYPE_IDS[urlName(t)])])) as Record<
  SearchType,
  string
>;

/** The field dropdown per type (docs/product/search.md#fields); `all` searches every field of the type. */
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

/** Every SearchField value (for reading URL input). */
export const ALL_FIELDS: readonly SearchField[] = [
  'ALL',
  'TITLE',
  'KEYWORD',
  'AUTHOR',
  'INSTITUTION',
  'ABSTRACT',
  'DOI',
  'SPONSOR',
  'CN',
  'ISSN',
  'CAPTION',
  'LABEL',
  'ARTICLE_TITLE',
];

/** The field a URL name (`index`, an `adv` row; matched exactly, e.g. `articleTitle`) stands for, else null. */
export function fieldFromParam(param: string | null | undefined): SearchField | null {
  return ALL_FIELDS.find((f) => urlName(f) === param) ?? null;
}

/**
 * A search type from a URL `type` value: a resource-type id (428, -3, 25, 29, 28, -2, 0), `table`, or a type's rc-pub name
 * (`article`, `publication`, …, as URLs wrote it), or the labels `thesis` and `picture`.
 */
export function typeFromParam(value: string | null | undefined): SearchType | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  for (const t of ALL_TYPES) if (TYPE_IDS[t] === v || urlName(t) === v) return t;
  if (v === 'thesis') return 'ARTICLE';
  if (v === 'picture') return 'FIGURE';
  return null;
}

/**
 * Search types for the header radios from the config's resource-type ids (docs/product/sites-and-frame.md#search-area: known ids only,
 * in order). 'table' has no numeric id; it is offered right after figure (25), since both are JATS resources.
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

/** The type GraphQL's analyzeSearch takes for a type (docs/product/search.md#search-flow: 'publication' for journals, else 'article'). */
export function analyzeType(type: SearchType): SearchType {
  return type === 'PUBLICATION' ? 'PUBLICATION' : 'ARTICLE';
}
