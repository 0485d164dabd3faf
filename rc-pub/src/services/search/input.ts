/**
 * Input rules shared by the search verbs (docs/product/search.md#paging-and-limits): the comma-joined filter
 * lists of the wire and paging. The keyword's own rules (length, parsing, fields per type) are search/query/basic.ts.
 */
import {
  SEARCH_PAGE_SIZE,
  type SearchField,
  type SearchRange,
  type SearchSort,
  type SearchType,
} from '../../contract/search.js';
import { badRequest } from '../../lib/errors.js';
import { parseIdList } from '../../lib/ids.js';
import { FIELDS_BY_TYPE } from '../../search/query/fields.js';

/** Filters, sort and paging common to basic and advanced searches (wire form: lists comma-joined). */
export interface SearchCommonInput {
  siteId: number;
  type?: SearchType | undefined;
  sort?: SearchSort | undefined;
  range?: SearchRange | undefined;
  /** Comma-joined (GET) or an array (POST JSON). */
  publicationId?: string | number[] | undefined;
  year?: string | number[] | undefined;
  column?: string | string[] | undefined;
  publicationType?: number | undefined;
  openAccess?: number | undefined;
  page?: number | undefined;
  size?: number | undefined;
}
/** Query parameters of GET /front/search and /front/search/clusters (SearchQueryWire on the wire). */
export interface SearchInput extends SearchCommonInput {
  q?: string | undefined;
  field?: SearchField | undefined;
  precision?: number | undefined;
}

/** Filters in their parsed form. */
export interface ParsedFilters {
  publicationIds?: number[] | undefined;
  years?: number[] | undefined;
  columns?: string[] | undefined;
  publicationType?: number | undefined;
  openAccess?: number | undefined;
  rangeYears?: number | undefined;
}

/**
 * Parses the comma-joined filters and the time range.
 * @throws RcPubError 400 naming the parameter for a list element that is not a positive integer / a year
 */
export function parseFilters(input: SearchCommonInput): ParsedFilters {
  const joined = (v: string | (string | number)[] | undefined) => (Array.isArray(v) ? v.join(',') : v);
  const yearText = joined(input.year);
  const years = yearText === undefined ? undefined : parseIdList('year', yearText);
  if (years?.some((y) => y < 1000 || y > 9999)) throw badRequest('badIds', { name: 'year', value: yearText ?? '' });
  const columns = (Array.isArray(input.column) ? input.column : input.column?.split(','))
    ?.map((c) => c.trim())
    .filter(Boolean);
  const pubText = joined(input.publicationId);
  return {
    publicationIds: pubText === undefined ? undefined : parseIdList('publicationId', pubText),
    years: years?.length ? years : undefined,
    columns: columns?.length ? columns : undefined,
    publicationType: input.publicationType,
    openAccess: input.openAccess,
    rangeYears: input.range && input.range !== 'all' ? Number(input.range) : undefined,
  };
}

/** Page number (from 0) and size (default 20, docs/product/search.md#paging-and-limits). */
export function pagingOf(input: SearchCommonInput): { page: number; size: number } {
  return { page: input.page ?? 0, size: input.size ?? SEARCH_PAGE_SIZE };
}

/** All field names, for schema descriptions. */
export const ALL_FIELDS = [...new Set(Object.values(FIELDS_BY_TYPE).flat())];
