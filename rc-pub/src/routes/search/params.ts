/** Typebox schemas of the search routes (rc-pub/src/contract/search.ts SearchQueryWire; docs/product/search.md#paging-and-limits). */
import { Type } from '@fastify/type-provider-typebox';
import { SEARCH_FIELDS, SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE, SEARCH_TYPES } from '../../contract/search.js';
import { ADVANCED_MAX_ROWS } from '../../services/search/adv-search.js';
import { Id, IdList, Int, PageNo, PageSize } from '../params.js';

const lit = <T extends string>(values: readonly T[], description: string) =>
  Type.Optional(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      { description },
    ),
  );

/** The keyword: checked by the service (required, at most 150 characters) so the messages are those of docs/product/search.md#keyword-rules. */
export const KeywordParam = Type.Optional(
  Type.String({
    description:
      `keyword in the query language (uppercase AND/OR/NOT, parentheses, "phrases", field prefixes such as title: or 作者:); ` +
      `required, at most ${SEARCH_MAX_LENGTH} characters (docs/product/search.md#keyword-rules)`,
  }),
);

/** Filters, sort and paging of every search (SearchQueryWire without q/type/field/precision). */
export const searchCommonQuery = {
  siteId: Id('site whose scope is searched: single = its journal, group = its journals, all = everything'),
  sort: lit(
    ['relevance', 'date', 'views', 'downloads', 'citations'],
    'sort (docs/product/search.md#sorting); default relevance',
  ),
  range: lit(['all', '5', '3', '1'], 'time range in years (docs/product/search.md#time-ranges); default all'),
  publicationId: Type.Optional(IdList('journal filter: journal ids, comma-separated')),
  year: Type.Optional(Type.String({ maxLength: 500, description: 'year filter: years, comma-separated' })),
  column: Type.Optional(Type.String({ maxLength: 2000, description: 'column filter: column names, comma-separated' })),
  publicationType: Type.Optional(
    Int({ minimum: 0, maximum: 1, description: 'publication type: 0 formal, 1 online first' }),
  ),
  openAccess: Type.Optional(Int({ minimum: 0, maximum: 1, description: 'open access: 0 open access, 1 not' })),
  page: PageNo,
  size: PageSize(SEARCH_PAGE_SIZE),
};

/** Keyword, field and precision of a basic search. */
export const keywordQuery = {
  q: KeywordParam,
  field: lit(
    SEARCH_FIELDS,
    'field (docs/product/search.md#fields: article title|keyword|author|institution|abstract|doi; journal title|sponsor|cn|issn; figure/table/media caption|label|articleTitle); default all',
  ),
  precision: Type.Optional(
    Int({
      minimum: 0,
      maximum: 1,
      description: 'precision (docs/product/search.md#precision): 1 precise, 0 fuzzy (default)',
    }),
  ),
};

/** Full query of GET /front/search and /front/search/clusters. */
export const searchQuery = {
  ...keywordQuery,
  type: lit(SEARCH_TYPES, 'resource type; default article'),
  ...searchCommonQuery,
};

const list = <T extends ReturnType<typeof Int> | ReturnType<typeof Type.String>>(item: T, description: string) =>
  Type.Optional(Type.Union([Type.Array(item, { maxItems: 50 }), Type.String({ maxLength: 2000 })], { description }));

/** One row of the advanced form (AdvancedRowWire). */
const advancedRow = Type.Object({
  op: lit(['AND', 'OR', 'NOT'] as const, 'operator joining the row to the ones before; ignored on the first row'),
  field: lit(SEARCH_FIELDS, 'field of the row; default all'),
  value: Type.String({
    description: `keyword of the row in the query language; at most ${SEARCH_MAX_LENGTH} characters; blank rows are skipped`,
  }),
  precision: Type.Optional(Int({ minimum: 0, maximum: 1, description: '1 precise, 0 fuzzy (default)' })),
});

/** JSON body of POST /front/advSearch and /front/advSearch/clusters (AdvancedSearchWire; docs/product/search.md#advanced-search). */
export const advancedSearchBody = Type.Object({
  ...searchCommonQuery,
  type: lit(SEARCH_TYPES, 'resource type; default article'),
  publicationId: list(Int({ minimum: 1 }), 'journal filter: ids (array or comma-joined)'),
  year: list(Int({ minimum: 1000, maximum: 9999 }), 'year filter (array or comma-joined)'),
  column: list(Type.String({ maxLength: 200 }), 'column filter (array or comma-joined)'),
  rows: Type.Array(advancedRow, { minItems: 1, maxItems: ADVANCED_MAX_ROWS * 2 }),
});
