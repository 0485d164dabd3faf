/**
 * Search contract (docs/product/search.md: search flow, keyword rules, advanced search, sort, ranges, fields, types,
 * precision, page size; the search calls of docs/product/calls-and-errors.md#search). Shared by rc-pub's search routes and the gateway's client.
 */
import type {
  AnalyzeWire,
  ClusterWire,
  ClustersWire,
  QueryNodeWire,
  SearchAlternativeWire,
  SearchHitWire,
  SearchResultWire,
} from './wire-schemas/search.js';
import type { SearchType, SearchField } from './enums.js';
export { SEARCH_TYPES, type SearchType, SEARCH_FIELDS, type SearchField } from './enums.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type {
  AnalyzeWire,
  ClusterWire,
  ClustersWire,
  QueryNodeWire,
  SearchAlternativeWire,
  SearchHitWire,
  SearchResultWire,
};

/** The resource-type id of each search type ('table' has no number; it is its own label). */
export const SEARCH_TYPE_IDS: Record<SearchType, number | 'table'> = {
  article: 428,
  publication: -3,
  figure: 25,
  table: 'table',
  video: 29,
  audio: 28,
  news: -2,
  other: 0,
};
/** Sort options (docs/product/search.md#sorting). */
export type SearchSort = 'relevance' | 'date' | 'views' | 'downloads' | 'citations';
/** Time ranges (docs/product/search.md#time-ranges): all, or the last 5, 3 or 1 years. */
export type SearchRange = 'all' | '5' | '3' | '1';

/** Keyword limits (docs/product/search.md#keyword-rules): 150 characters in the header box, 125 in the fixed bar. */
export const SEARCH_MAX_LENGTH = 150;
export const SEARCH_FIXED_BAR_MAX_LENGTH = 125;
/** Page size of single and group sites (docs/product/search.md#paging-and-limits); aggregate sites use the same default here. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * Query parameters of GET /rc-pub/front/search and /front/search/clusters (lists are comma-joined on the wire).
 * `siteId` scopes: a single site searches its journal, a group its journals, the aggregate everything.
 */
export interface SearchQueryWire {
  q: string;
  type?: SearchType;
  siteId: number;
  field?: SearchField;
  /** Precision (docs/product/search.md#precision): 1 precise, 0 fuzzy. */
  precision?: 0 | 1;
  sort?: SearchSort;
  range?: SearchRange;
  /** Filters (clusters): journal ids, years, columns, publication type (0 formal, 1 online first), open access (0 open, 1 not). */
  publicationId?: number[];
  year?: number[];
  column?: string[];
  publicationType?: 0 | 1;
  openAccess?: 0 | 1;
  page?: number;
  size?: number;
}

/** One row of the advanced form (docs/product/search.md#advanced-search). */
export interface AdvancedRowWire {
  op: 'AND' | 'OR' | 'NOT';
  field: SearchField;
  value: string;
  precision?: 0 | 1;
}
/** Body of POST /rc-pub/front/advSearch: rows instead of `q`, otherwise as {@link SearchQueryWire}. */
export interface AdvancedSearchWire extends Omit<SearchQueryWire, 'q' | 'field' | 'precision'> {
  rows: AdvancedRowWire[];
}

/** Search paths (all under /rc-pub). */
export const SearchPaths = {
  analyze: '/rc-pub/front/search/analyze',
  search: '/rc-pub/front/search',
  clusters: '/rc-pub/front/search/clusters',
  /** POST, JSON body {@link AdvancedSearchWire}. */
  advSearch: '/rc-pub/front/advSearch',
  /** POST, JSON body {@link AdvancedSearchWire} → {@link ClustersWire}: the facets of the same advanced form. */
  advClusters: '/rc-pub/front/advSearch/clusters',
  /** Type-fixed variants of /front/search: figure, table, video+audio (type=video|audio), other documents. */
  picture: '/rc-pub/front/picture',
  table: '/rc-pub/front/table',
  vod: '/rc-pub/front/vod',
  rcDoc: '/rc-pub/front/rc-doc',
  /** Suggestions as the reader types (docs/product/search.md#suggestions) → SuggestionsWire. */
  suggest: '/rc-pub/front/search/suggest',
} as const;
/** The answer of {@link SearchPaths}.suggest (wire-schemas/suggest.ts). */
export type { SuggestionWire, SuggestionsWire } from './wire-schemas/suggest.js';
