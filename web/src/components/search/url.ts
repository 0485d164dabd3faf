/**
 * The search state in a result page URL (docs/product/search.md#result-page-url: query `type`, `index`, `searchText` or
 * `searchType`). `type` = the resource-type id, `index` = the field, `searchText` = the keyword; the rest carries the
 * options: `precision` (1 precise, 0 fuzzy), `sort`, `range` (0 all, 5, 3, 1 years), `page` (from 1),
 * repeated facet filters (`journal`, `year`, `column`, `author`, `keyword`) and `adv` (the advanced form's rows as
 * JSON). Everything is server-rendered from the URL, so links work without JavaScript. Fields and sorts appear in
 * URLs under their URL names (`index=articleTitle`, `sort=date`; types.ts), the state holds GraphQL enum values.
 */
import type { Lang } from '../../app/lang.js';
import type {
  AdvancedRow,
  AdvancedSearchInput,
  BoolOp,
  SearchField,
  SearchInput,
  SearchSort,
  SearchType,
} from '../../gql/graphql.js';
import { fieldFor, fieldFromParam, TYPE_IDS, TYPE_ROUTES, urlName } from './types.js';

/** Keyword limits (docs/product/search.md#keyword-rules). */
export const KEYWORD_MAX = 150;
export const FIXED_BAR_KEYWORD_MAX = 125;
/** Page size of single and group sites (docs/product/search.md#paging-and-limits). */
export const PAGE_SIZE = 20;
/** At most 5 rows in the advanced form (docs/product/search.md#advanced-search). */
export const MAX_ADV_ROWS = 5;

/** Sort options and time ranges (years; 0 = all; docs/product/search.md, Sorting and Time ranges). */
export const SORTS: readonly SearchSort[] = ['RELEVANCE', 'DATE', 'VIEWS', 'DOWNLOADS', 'CITATIONS'];
export const RANGES: readonly number[] = [0, 5, 3, 1];
const OPS: readonly BoolOp[] = ['AND', 'OR', 'NOT'];

/** The sort a URL name (`sort`, e.g. `date`) stands for, else null. */
export function sortFromParam(param: string | null | undefined): SearchSort | null {
  return SORTS.find((s) => urlName(s) === param) ?? null;
}

/** Facet filter parameters (cluster fields of SearchCluster). */
export const FACET_PARAMS = ['journal', 'year', 'column', 'author', 'keyword'] as const;
/** A facet filter parameter. */
export type FacetParam = (typeof FACET_PARAMS)[number];

/** One row of the advanced form (carried in `adv` with the field's URL name). */
export interface AdvRow {
  op: BoolOp;
  field: SearchField;
  value: string;
  precision: 0 | 1;
}

/** Everything a result page needs from its URL. */
export interface SearchState {
  type: SearchType;
  keyword: string;
  field: SearchField;
  precision: 0 | 1;
  sort: SearchSort;
  range: number;
  /** 1-based page. */
  page: number;
  filters: Record<FacetParam, string[]>;
  /** Advanced rows (null: a basic search); `invalid` when `adv` was present but unreadable. */
  adv: AdvRow[] | null | 'invalid';
}

/** Parses one advanced row (its `field` a URL name, e.g. `articleTitle`); null when malformed. */
function parseRow(raw: unknown): AdvRow | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const value = typeof r.value === 'string' ? r.value.trim() : '';
  const op = OPS.find((o) => o === r.op) ?? (r.op === undefined ? 'AND' : null);
  const field = r.field === undefined ? 'ALL' : fieldFromParam(typeof r.field === 'string' ? r.field : null);
  if (!value || value.length > KEYWORD_MAX || !op || !field) return null;
  return { op, field, value, precision: Number(r.precision) === 1 ? 1 : 0 };
}

/** Parses `adv` (a JSON array of rows, at most 5); 'invalid' when it is not one. */
export function parseAdv(raw: string | null): AdvRow[] | null | 'invalid' {
  if (raw === null) return null;
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ADV_ROWS) return 'invalid';
    const rows = list.map(parseRow);
    return rows.every((r): r is AdvRow => r !== null) ? rows : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** Reads the search state of a result route of `type` from its query string. */
export function parseSearchState(type: SearchType, search: URLSearchParams): SearchState {
  const keyword = (search.get('searchText') ?? search.get('searchType') ?? '').trim();
  const sort = sortFromParam(search.get('sort')) ?? 'RELEVANCE';
  const range = RANGES.find((r) => String(r) === search.get('range')) ?? 0;
  const pageRaw = Number(search.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 100_000 ? pageRaw : 1;
  const filters = Object.fromEntries(
    FACET_PARAMS.map((p) => [p, [...new Set(search.getAll(p).filter((v) => v.trim() !== ''))]]),
  ) as Record<FacetParam, string[]>;
  return {
    type,
    keyword,
    field: fieldFor(type, fieldFromParam(search.get('index'))),
    precision: search.get('precision') === '1' ? 1 : 0,
    sort,
    range,
    page,
    filters,
    adv: parseAdv(search.get('adv')),
  };
}

/** The query string of a state (lang kept as `lang`; defaults left out). */
export function stateQuery(state: SearchState, lang: Lang): string {
  const q = new URLSearchParams();
  q.set('type', TYPE_IDS[state.type]);
  q.set('index', urlName(state.field));
  if (Array.isArray(state.adv)) q.set('adv', JSON.stringify(state.adv.map((r) => ({ ...r, field: urlName(r.field) }))));
  else q.set('searchText', state.keyword);
  if (state.precision === 1) q.set('precision', '1');
  if (state.sort !== 'RELEVANCE') q.set('sort', urlName(state.sort));
  if (state.range !== 0) q.set('range', String(state.range));
  for (const p of FACET_PARAMS) for (const v of state.filters[p]) q.append(p, v);
  if (state.page > 1) q.set('page', String(state.page));
  q.set('lang', lang);
  return q.toString();
}

/** The result page URL of a state. */
export function resultHref(state: SearchState, lang: Lang): string {
  return `${TYPE_ROUTES[state.type]}?${stateQuery(state, lang)}`;
}

/** A new basic search state (first page, no filters). */
export function basicState(type: SearchType, keyword: string, field: SearchField, precision: 0 | 1 = 0): SearchState {
  return {
    type,
    keyword,
    field: fieldFor(type, field),
    precision,
    sort: 'RELEVANCE',
    range: 0,
    page: 1,
    filters: { journal: [], year: [], column: [], author: [], keyword: [] },
    adv: null,
  };
}

/** The state with a facet value added, or removed when present (back to page 1). */
export function toggleFilter(state: SearchState, param: FacetParam, value: string): SearchState {
  const current = state.filters[param];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 1, filters: { ...state.filters, [param]: next } };
}

function ints(values: string[]): number[] | null {
  const out = values.filter((v) => /^-?\d{1,9}$/.test(v)).map(Number);
  return out.length ? out : null;
}

/** Rows added for author and keyword facets (the GraphQL inputs have no such filters): AND field, precise. */
function facetRows(state: SearchState): AdvancedRow[] {
  return [
    ...state.filters.author.map((value) => ({ op: 'AND' as const, field: 'AUTHOR' as const, value, precision: 1 })),
    ...state.filters.keyword.map((value) => ({ op: 'AND' as const, field: 'KEYWORD' as const, value, precision: 1 })),
  ];
}

/** Whether the page runs `advancedSearch` (advanced rows, or author/keyword facets on a basic search). */
export function usesAdvanced(state: SearchState): boolean {
  return Array.isArray(state.adv) || state.filters.author.length > 0 || state.filters.keyword.length > 0;
}

function common(state: SearchState) {
  return {
    type: state.type,
    sort: state.sort,
    range: state.range,
    publicationIds: ints(state.filters.journal),
    years: ints(state.filters.year),
    columns: state.filters.column.length ? state.filters.column : null,
    page: state.page - 1,
    size: PAGE_SIZE,
  };
}

/** GraphQL SearchInput of a basic search state. */
export function toSearchInput(state: SearchState): SearchInput {
  return { ...common(state), q: state.keyword, field: state.field, precision: state.precision };
}

/** GraphQL AdvancedSearchInput: the URL's rows (or the keyword as one row) plus author/keyword facet rows. */
export function toAdvancedInput(state: SearchState): AdvancedSearchInput {
  const base: AdvancedRow[] = Array.isArray(state.adv)
    ? state.adv.map((r) => ({ ...r }))
    : [{ op: 'AND', field: state.field, value: state.keyword, precision: state.precision }];
  return { ...common(state), rows: [...base, ...facetRows(state)] };
}

/** The text a page shows as "what was searched": the keyword, or the rows joined in the advanced syntax (`title:x`). */
export function describeQuery(state: SearchState): string {
  if (!Array.isArray(state.adv)) return state.keyword;
  return state.adv
    .map((r, i) => {
      const term = r.field === 'ALL' ? r.value : `${urlName(r.field)}:${r.value}`;
      // The first row's operator is ignored (as rc-pub's advSearch does).
      return i === 0 ? term : `${r.op} ${term}`;
    })
    .join(' ');
}
