/** POST /rc-pub/front/advSearch (JSON AdvancedSearchWire) → SearchResultWire (SPEC §5 advanced rules, §7). */
import { Type } from '@fastify/type-provider-typebox';
import { SEARCH_MAX_LENGTH, SearchPaths } from '../../contract/search.js';
import { ADVANCED_MAX_ROWS, advancedSearch } from '../../services/search/adv-search.js';
import { SEARCH_FIELDS, SEARCH_TYPES, searchCommonQuery } from './params.js';
import { definePostRoute } from './register.js';

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const list = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(
  item: T,
  description: string,
) => Type.Optional(Type.Union([Type.Array(item, { maxItems: 50 }), Type.String({ maxLength: 2000 })], { description }));

const row = Type.Object({
  op: Type.Optional(lit(['AND', 'OR', 'NOT'] as const)),
  field: Type.Optional(lit(SEARCH_FIELDS)),
  value: Type.String({
    description: `keyword of the row in the query language; at most ${SEARCH_MAX_LENGTH} characters; blank rows are skipped`,
  }),
  precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 precise, 0 fuzzy (default)' })),
});

export default definePostRoute({
  url: SearchPaths.advSearch,
  summary: 'Advanced search: rows of operator/field/value/precision (first operator ignored; NOT > AND > OR)',
  tags: ['search'],
  data: 'SearchResultWire',
  body: Type.Object({
    ...searchCommonQuery,
    type: Type.Optional(lit(SEARCH_TYPES)),
    publicationId: list(Type.Integer({ minimum: 1 }), 'journal filter: ids (array or comma-joined)'),
    year: list(Type.Integer({ minimum: 1000, maximum: 9999 }), 'year filter (array or comma-joined)'),
    column: list(Type.String({ maxLength: 200 }), 'column filter (array or comma-joined)'),
    rows: Type.Array(row, { minItems: 1, maxItems: ADVANCED_MAX_ROWS * 2 }),
  }),
  verb: advancedSearch,
});
