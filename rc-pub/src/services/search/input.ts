/**
 * Input rules shared by the search verbs (docs/product/search.md, keyword limits, constants): the keyword (required, at most
 * {@link SEARCH_MAX_LENGTH} characters, checked before anything else so a 10,000-character input costs nothing),
 * parsing into the query AST, fields allowed per resource type, and the comma-joined filter lists of the wire.
 */
import {
  type QueryNodeWire,
  SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchField,
  type SearchRange,
  type SearchSort,
  type SearchType,
} from '../../contract/search.js';
import { badRequest } from '../../lib/errors.js';
import { parseIdList } from '../../lib/ids.js';
import { SearchInputError } from '../../search/query/errors.js';
import { FIELDS_BY_TYPE, fieldAllowed } from '../../search/query/fields.js';
import { parseQuery } from '../../search/query/parser.js';

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
 * The keyword trimmed, after the docs/product/search.md, rules.
 * @throws SearchInputError required (missing or blank) | tooLong (more than 150 characters)
 */
export function checkKeyword(q: string | undefined): string {
  // length first: a huge input is rejected before any other work (String length ≥ code points, so check both)
  if (q !== undefined && q.length > SEARCH_MAX_LENGTH && Array.from(q.trim()).length > SEARCH_MAX_LENGTH)
    throw new SearchInputError('tooLong', { max: SEARCH_MAX_LENGTH });
  const k = q?.trim() ?? '';
  if (!k) throw new SearchInputError('required');
  return k;
}

/**
 * Checks the keyword and parses it (grammar: rc-pub/src/search/query/parser.ts).
 * @throws SearchInputError required | tooLong | a syntax error with its position
 */
export function parseKeyword(q: string | undefined): QueryNodeWire {
  return parseQuery(checkKeyword(q));
}

function fieldsOf(node: QueryNodeWire, out: Set<SearchField>): Set<SearchField> {
  if (node.kind === 'term') {
    if (node.field) out.add(node.field);
  } else if (node.kind === 'not') fieldsOf(node.child, out);
  else for (const c of node.children) fieldsOf(c, out);
  return out;
}

/**
 * Checks that the default field and every field prefix of `node` apply to each of `kinds` (docs/product/search.md, fields per type).
 * @throws SearchInputError fieldNotForType
 */
export function checkFields(node: QueryNodeWire | null, defaultField: SearchField, kinds: SearchType[]): void {
  const used = node ? fieldsOf(node, new Set([defaultField])) : new Set([defaultField]);
  for (const kind of kinds)
    for (const f of used)
      if (!fieldAllowed(kind, f)) throw new SearchInputError('fieldNotForType', { field: f, type: kind });
}

/** 0/1 of docs/product/search.md, precision; fuzzy (0) by default, as the gateway sends. */
export function precisionOf(p: number | undefined): 0 | 1 {
  return p === 1 ? 1 : 0;
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

/** Page number (from 0) and size (default 20, docs/product/search.md). */
export function pagingOf(input: SearchCommonInput): { page: number; size: number } {
  return { page: input.page ?? 0, size: input.size ?? SEARCH_PAGE_SIZE };
}

/** All field names, for schema descriptions. */
export const ALL_FIELDS = [...new Set(Object.values(FIELDS_BY_TYPE).flat())];
