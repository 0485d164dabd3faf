/**
 * Search input rules of the gateway (docs/product/search.md: search flow, keyword rules, advanced search, limits): checks a
 * GraphQL SearchInput / AdvancedSearchInput before rc-pub is called, and maps it to the wire parameters of
 * rc-pub/src/contract/search.ts. Every rejection is a BAD_REQUEST GatewayError with a message in the request's
 * language (the same texts rc-pub's query parser uses for the same faults).
 */
import {
  ErrorCode,
  SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  type AdvancedRowWire,
  type AdvancedSearchWire,
  type Lang,
  type SearchField,
  type SearchQueryWire,
  type SearchRange,
  type SearchSort,
  type SearchType,
} from 'rc-pub/contract';
import { GatewayError } from './errors.js';

/** Largest page the gateway asks rc-pub for (rc-pub's PageSize maximum); larger sizes are capped to it. */
export const SEARCH_MAX_PAGE_SIZE = 100;
/** Most rows of the advanced form (/seniorSearch, docs/product/search.md#advanced-search); more is a BAD_REQUEST. */
export const ADVANCED_MAX_ROWS = 10;
/** Most values in one filter list (journals, years, columns). */
export const FILTER_MAX_VALUES = 50;
/** Longest column name accepted as a filter value. */
const COLUMN_MAX_LENGTH = 200;

type Maybe<T> = T | null | undefined;

/** The filter, sort and paging part shared by SearchInput and AdvancedSearchInput (GraphQL shapes). */
export interface SearchCommonInput {
  type?: Maybe<SearchType>;
  sort?: Maybe<SearchSort>;
  range?: Maybe<number>;
  publicationIds?: Maybe<number[]>;
  years?: Maybe<number[]>;
  columns?: Maybe<string[]>;
  publicationType?: Maybe<number>;
  openAccess?: Maybe<number>;
  page?: Maybe<number>;
  size?: Maybe<number>;
}
/** GraphQL SearchInput. */
export interface SearchInputLike extends SearchCommonInput {
  q: string;
  field?: Maybe<SearchField>;
  precision?: Maybe<number>;
}
/** GraphQL AdvancedRow. */
export interface AdvancedRowLike {
  op?: Maybe<'AND' | 'OR' | 'NOT'>;
  field?: Maybe<SearchField>;
  value: string;
  precision?: Maybe<number>;
}
/** GraphQL AdvancedSearchInput. */
export interface AdvancedInputLike extends SearchCommonInput {
  rows: AdvancedRowLike[];
}

const TEXTS = {
  required: { zh: () => '请输入检索词', en: () => 'A search term is required' },
  tooLong: {
    zh: (max: number) => `检索词不能超过 ${max} 个字符`,
    en: (max: number) => `The search term must be at most ${max} characters`,
  },
  invalid: {
    zh: (name: string, allowed: string) => `检索参数 ${name} 无效，可取值：${allowed}`,
    en: (name: string, allowed: string) => `Invalid search parameter ${name}; allowed: ${allowed}`,
  },
  tooMany: {
    zh: (name: string, max: number) => `检索参数 ${name} 最多 ${max} 项`,
    en: (name: string, max: number) => `Search parameter ${name} takes at most ${max} values`,
  },
} as const;

function bad(message: string): GatewayError {
  return new GatewayError(ErrorCode.BAD_REQUEST, message);
}
function invalid(lang: Lang, name: string, allowed: string): GatewayError {
  return bad(TEXTS.invalid[lang](name, allowed));
}

/**
 * The keyword as sent to rc-pub: trimmed, required, at most 150 characters (docs/product/search.md#keyword-rules; counted in Unicode
 * characters, so one CJK character is one).
 * @throws GatewayError BAD_REQUEST ('请输入检索词' / 'A search term is required', or the length message).
 */
export function checkKeyword(q: string, lang: Lang, max = SEARCH_MAX_LENGTH): string {
  const k = q.trim();
  if (!k) throw bad(TEXTS.required[lang]());
  if ([...k].length > max) throw bad(TEXTS.tooLong[lang](max));
  return k;
}

/** The analysis type (docs/product/search.md#search-flow): 'publication' for journals, else 'article'. */
export function analyzeTypeOf(type: Maybe<SearchType>): 'article' | 'publication' {
  return type === 'publication' ? 'publication' : 'article';
}

/** 0 or 1 (precision, publication type, open access); undefined when absent. */
function zeroOne(v: Maybe<number>, name: string, lang: Lang): 0 | 1 | undefined {
  if (v === null || v === undefined) return undefined;
  if (v === 0 || v === 1) return v;
  throw invalid(lang, name, '0, 1');
}

/** The time range (docs/product/search.md#time-ranges): 0 (or absent) = all, else the last 5, 3 or 1 years. */
export function rangeOf(v: Maybe<number>, lang: Lang): SearchRange {
  if (v === null || v === undefined || v === 0) return 'all';
  if (v === 5 || v === 3 || v === 1) return String(v) as SearchRange;
  throw invalid(lang, 'range', '0, 5, 3, 1');
}

function list<T>(v: Maybe<T[]>, name: string, lang: Lang, ok: (x: T) => boolean, allowed: string): T[] | undefined {
  if (!v?.length) return undefined;
  const out = [...new Set(v)];
  if (out.length > FILTER_MAX_VALUES) throw bad(TEXTS.tooMany[lang](name, FILTER_MAX_VALUES));
  if (!out.every(ok)) throw invalid(lang, name, allowed);
  return out;
}

/** The filter, sort and paging parameters (docs/product/search.md#result-page-url) of either form, scoped to `siteId`. */
function common(input: SearchCommonInput, siteId: number, lang: Lang): Omit<SearchQueryWire, 'q'> {
  const page = input.page ?? 0;
  if (!Number.isInteger(page) || page < 0) throw invalid(lang, 'page', '≥ 0');
  const size = input.size ?? SEARCH_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1) throw invalid(lang, 'size', `1–${SEARCH_MAX_PAGE_SIZE}`);
  const columns = list(
    input.columns?.map((c) => c.trim()),
    'columns',
    lang,
    (c) => c.length > 0 && c.length <= COLUMN_MAX_LENGTH && !c.includes(','),
    lang === 'zh' ? '非空栏目名（不含逗号）' : 'non-empty column names without commas',
  );
  return {
    type: input.type ?? 'article',
    siteId,
    sort: input.sort ?? 'relevance',
    range: rangeOf(input.range, lang),
    publicationId: list(input.publicationIds, 'publicationIds', lang, (n) => n > 0, '> 0'),
    year: list(input.years, 'years', lang, (n) => n >= 1000 && n <= 9999, '1000–9999'),
    column: columns,
    publicationType: zeroOne(input.publicationType, 'publicationType', lang),
    openAccess: zeroOne(input.openAccess, 'openAccess', lang),
    page,
    size: Math.min(size, SEARCH_MAX_PAGE_SIZE),
  };
}

/**
 * GET parameters of /front/search and /front/search/clusters for a basic search within `siteId`'s scope.
 * Defaults: type article, field all, precision 0 (fuzzy), sort relevance, range all, page 0, size 20 (capped at 100).
 * @throws GatewayError BAD_REQUEST for an empty or too long keyword or an out-of-range parameter.
 */
export function toSearchQuery(input: SearchInputLike, siteId: number, lang: Lang): SearchQueryWire {
  return {
    q: checkKeyword(input.q, lang),
    field: input.field ?? 'all',
    precision: zeroOne(input.precision, 'precision', lang) ?? 0,
    ...common(input, siteId, lang),
  };
}

/**
 * Body of POST /front/advSearch: rows with an empty value are left out (an unused row of the form); at least one row
 * must remain, each value at most 150 characters, at most {@link ADVANCED_MAX_ROWS} rows.
 * @throws GatewayError BAD_REQUEST as {@link toSearchQuery}.
 */
export function toAdvancedSearch(input: AdvancedInputLike, siteId: number, lang: Lang): AdvancedSearchWire {
  const used = input.rows.filter((r) => r.value.trim());
  if (!used.length) throw bad(TEXTS.required[lang]());
  if (used.length > ADVANCED_MAX_ROWS) throw bad(TEXTS.tooMany[lang]('rows', ADVANCED_MAX_ROWS));
  const rows: AdvancedRowWire[] = used.map((r) => ({
    op: r.op ?? 'AND',
    field: r.field ?? 'all',
    value: checkKeyword(r.value, lang),
    precision: zeroOne(r.precision, 'precision', lang) ?? 0,
  }));
  return { ...common(input, siteId, lang), rows };
}
