/**
 * Search contract (docs/product/search.md: search flow, keyword rules, advanced search, sort, ranges, fields, types,
 * precision, page size; the search calls of docs/product/calls-and-errors.md#search). Shared by rc-pub's search routes and the gateway's client.
 */
import type { Page } from './wire.js';

/** Resource types searchable (docs/product/search.md#search-types-and-result-pages; ids: article 428, publication -3, figure 25, table, video 29, audio 28, news -2, other 0). */
export const SEARCH_TYPES = ['article', 'publication', 'figure', 'table', 'video', 'audio', 'news', 'other'] as const;
/** One of {@link SEARCH_TYPES}. */
export type SearchType = (typeof SEARCH_TYPES)[number];
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
/**
 * Field dropdown values (docs/product/search.md#fields): article title|keyword|author|institution|abstract|doi; journal
 * title|sponsor|cn|issn; figure and table caption|label|articleTitle; `all` searches every field of the type.
 */
export const SEARCH_FIELDS = [
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
] as const;
/** One of {@link SEARCH_FIELDS}. */
export type SearchField = (typeof SEARCH_FIELDS)[number];
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

/** Parsed query node (the grammar's AST). */
export type QueryNodeWire =
  | { kind: 'term'; text: string; field: SearchField | null; phrase: boolean }
  | { kind: 'and' | 'or'; children: QueryNodeWire[] }
  | { kind: 'not'; child: QueryNodeWire };

/** data of GET /rc-pub/front/search/analyze?q=&type=article|publication. */
export interface AnalyzeWire {
  q: string;
  type: 'article' | 'publication';
  /** The parsed query. */
  query: QueryNodeWire;
  /** Terms to highlight (segmented words and phrases). */
  terms: string[];
}

/** One search result. Highlight fields are HTML with matches in <em>; everything else is plain text. */
export interface SearchHitWire {
  id: number;
  type: SearchType;
  typeId: number | 'table';
  /** In the request's language, else the original. */
  title: string;
  titleZh: string | null;
  titleEn: string | null;
  highlightTitle: string | null;
  /** Abstract/caption/content excerpt around the matches. */
  snippet: string | null;
  doi: string | null;
  authors: string[];
  keywords: string[];
  publicationId: number | null;
  publicationTitle: string | null;
  /** The article a figure, table or media item belongs to. */
  articleId: number | null;
  articleTitle: string | null;
  issueId: number | null;
  year: number | null;
  publishedDate: string | null;
  column: string | null;
  label: string | null;
  /** Figure thumbnail (stored file) or null for a placeholder. */
  fileUrl: string | null;
  publicationType: number;
  openAccess: number;
  views: number;
  downloads: number;
  citations: number;
  score: number;
}

/** data of GET /rc-pub/front/search (and /front/picture, /front/table, /front/vod, /front/rc-doc, POST /front/advSearch). */
export interface SearchResultWire extends Page<SearchHitWire> {
  terms: string[];
}

/**
 * A facet: journal, year, column (subject), author, keyword. `value` is what the filter takes. `approximate` is true
 * when the counts are estimated from an even sample of the matches (author and keyword facets of a large match set;
 * counts are scaled to the whole set and rounded); absent or false when they are exact.
 */
export interface ClusterWire {
  field: 'journal' | 'year' | 'column' | 'author' | 'keyword';
  buckets: { value: string; label: string; count: number }[];
  approximate?: boolean;
}
/** data of GET /rc-pub/front/search/clusters and POST /rc-pub/front/advSearch/clusters. */
export type ClustersWire = ClusterWire[];

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
} as const;
