/**
 * TypeBox schemas of the search wire shapes (rc-pub/src/contract/search.ts; issue 3; SPEC §4 search flow, §5, §7
 * search calls, §9). Each is proved against its interface with {@link wire}.
 */
import { Type } from 'typebox';
import {
  type AnalyzeWire,
  type ClusterWire,
  type ClustersWire,
  type QueryNodeWire,
  SEARCH_FIELDS,
  SEARCH_TYPES,
  type SearchField,
  type SearchHitWire,
  type SearchResultWire,
  type SearchType,
} from '../search.js';
import { Nullable, NullableInteger, NullableString, SharedRef, StringEnum, pageProperties, wire } from './common.js';

const SearchTypeSchema = wire<SearchType>()(StringEnum(SEARCH_TYPES, 'resource type (SPEC §3)'));
const SearchFieldSchema = wire<SearchField>()(StringEnum(SEARCH_FIELDS, 'field (SPEC §9)'));

const QueryNodeRef = SharedRef<QueryNodeWire>('QueryNodeWire');

/**
 * QueryNodeWire: a node of a parsed query (term, and/or with children, not with a child); a shared schema (`$id`
 * QueryNodeWire), as it is recursive.
 */
export const QueryNodeSchema = wire<QueryNodeWire>()(
  Type.Union(
    [
      Type.Object({
        kind: StringEnum(['term']),
        text: Type.String(),
        field: Nullable(SearchFieldSchema),
        phrase: Type.Boolean({ description: 'true for a "quoted phrase"' }),
      }),
      Type.Object({ kind: StringEnum(['and', 'or']), children: Type.Array(QueryNodeRef) }),
      Type.Object({ kind: StringEnum(['not']), child: QueryNodeRef }),
    ],
    { $id: 'QueryNodeWire', title: 'QueryNodeWire', description: 'Parsed query node (the grammar AST)' },
  ),
);

/** AnalyzeWire: a checked and parsed keyword (GET /rc-pub/front/search/analyze). */
export const AnalyzeSchema = wire<AnalyzeWire>()(
  Type.Object(
    {
      q: Type.String(),
      type: StringEnum(['article', 'publication']),
      query: QueryNodeRef,
      terms: Type.Array(Type.String(), { description: 'terms to highlight (segmented words and phrases)' }),
    },
    { title: 'AnalyzeWire', description: 'The parsed query and the terms to highlight' },
  ),
);

/** SearchHitWire: one search result; highlight fields are HTML with matches in <em>, the rest plain text. */
export const SearchHitSchema = wire<SearchHitWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      type: SearchTypeSchema,
      // A type list, not Type.Union: fast-json-stringify runs Ajv for every `anyOf` (100 hits a page); OpenAPI 3.0
      // shows it as anyOf [integer, string], and `pattern` only lets the string 'table' through.
      typeId: Type.Unsafe<number | 'table'>({
        type: ['integer', 'string'],
        pattern: '^table$',
        description: "SPEC §3 resource-type id; 'table' has no number",
      }),
      title: Type.String({ description: "in the request's language, else the original" }),
      titleZh: NullableString(),
      titleEn: NullableString(),
      highlightTitle: NullableString('HTML, matches in <em>'),
      snippet: NullableString('HTML excerpt around the matches (abstract, caption or content)'),
      doi: NullableString(),
      authors: Type.Array(Type.String()),
      keywords: Type.Array(Type.String()),
      publicationId: NullableInteger(),
      publicationTitle: NullableString(),
      articleId: NullableInteger('the article a figure, table or media item belongs to'),
      articleTitle: NullableString(),
      issueId: NullableInteger(),
      year: NullableInteger(),
      publishedDate: NullableString('YYYY-MM-DD'),
      column: NullableString(),
      label: NullableString(),
      fileUrl: NullableString('figure thumbnail, or null for a placeholder'),
      publicationType: Type.Integer({ description: 'SPEC §9: 0 formal, 1 online first' }),
      openAccess: Type.Integer({ description: 'SPEC §9: 0 open access, 1 not' }),
      views: Type.Integer({ minimum: 0 }),
      downloads: Type.Integer({ minimum: 0 }),
      citations: Type.Integer({ minimum: 0 }),
      score: Type.Number({ description: 'relevance score' }),
    },
    { title: 'SearchHitWire', description: 'One search result' },
  ),
);

/** SearchResultWire: a page of hits and the terms highlighted (GET /front/search and its type-fixed variants). */
export const SearchResultSchema = wire<SearchResultWire>()(
  Type.Object(
    { ...pageProperties(SearchHitSchema), terms: Type.Array(Type.String(), { description: 'terms highlighted' }) },
    { title: 'SearchResultWire', description: 'A page of search hits (page from 0) and the highlighted terms' },
  ),
);

/** ClusterWire: a facet (journal, year, column, author, keyword) with its buckets. */
export const ClusterSchema = wire<ClusterWire>()(
  Type.Object(
    {
      field: StringEnum(['journal', 'year', 'column', 'author', 'keyword']),
      buckets: Type.Array(
        Type.Object({
          value: Type.String({ description: 'what the filter takes' }),
          label: Type.String(),
          count: Type.Integer({ minimum: 0 }),
        }),
      ),
      approximate: Type.Optional(
        Type.Boolean({ description: 'true when the counts are estimated from an even sample of the matches' }),
      ),
    },
    { title: 'ClusterWire', description: 'A facet and its top buckets' },
  ),
);

/** ClustersWire: the facets of a search (GET /front/search/clusters, POST /front/advSearch/clusters). */
export const ClustersSchema = wire<ClustersWire>()(Type.Array(ClusterSchema, { title: 'ClustersWire' }));
