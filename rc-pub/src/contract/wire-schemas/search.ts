/**
 * TypeBox schemas of the search wire shapes (rc-pub/src/contract/search.ts; docs/product/search.md and the
 * search calls of docs/product/calls-and-errors.md#search). The wire types are their static types (`Static<typeof …Schema>`), exported beside them.
 */
import { type Static, Type } from 'typebox';
import { SEARCH_TYPES, SEARCH_FIELDS } from '../enums.js';
import { Nullable, NullableInteger, NullableString, SharedRef, StringEnum, pageProperties, wire } from './common.js';

const SearchTypeSchema = StringEnum(
  SEARCH_TYPES,
  'what the hit is (docs/product/search.md#search-types-and-result-pages)',
);
const SearchFieldSchema = StringEnum(SEARCH_FIELDS, 'search field (docs/product/search.md#fields)');

/** A term of a parsed query. */
const TermNodeSchema = Type.Object({
  kind: StringEnum(['term'], 'a search term'),
  text: Type.String({ description: 'the word, or the phrase without its quotes (after keyword normalization)' }),
  field: Nullable(
    SearchFieldSchema,
    'the field the term is limited to (docs/product/search.md#fields); null for every field',
  ),
  phrase: Type.Boolean({ description: 'true for a "quoted phrase"' }),
});

/**
 * Parsed query node (the grammar's AST). A tree, so its type is written here: the term's static type, and the and/or
 * and not nodes, whose children {@link QueryNodeSchema} declares as references to itself (its {@link wire} proof keeps
 * the two in step).
 */
export type QueryNodeWire =
  | Static<typeof TermNodeSchema>
  | { kind: 'and' | 'or'; children: QueryNodeWire[] }
  | { kind: 'not'; child: QueryNodeWire };

const QueryNodeRef = SharedRef<QueryNodeWire>('QueryNodeWire');

/**
 * QueryNodeWire: a node of a parsed query (term, and/or with children, not with a child); a shared schema (`$id`
 * QueryNodeWire), as it is recursive.
 */
export const QueryNodeSchema = wire<QueryNodeWire>()(
  Type.Union(
    [
      TermNodeSchema,
      Type.Object({
        kind: StringEnum(['and', 'or'], 'all (and) or any (or) of the children must match'),
        children: Type.Array(QueryNodeRef, { description: 'the combined nodes, in query order' }),
      }),
      Type.Object({
        kind: StringEnum(['not'], 'the child must not match'),
        child: QueryNodeRef,
      }),
    ],
    { $id: 'QueryNodeWire', title: 'QueryNodeWire', description: 'Parsed query node (the grammar AST)' },
  ),
);

/** AnalyzeWire: a checked and parsed keyword (GET /rc-pub/front/search/analyze). */
export const AnalyzeSchema = Type.Object(
  {
    q: Type.String({ description: 'the keyword as received' }),
    type: StringEnum(['article', 'publication'], 'the fields the keyword was read for: articles or journals'),
    /** The parsed query (a bare `$ref`: OpenAPI 3.0 keeps nothing beside it, so no description here). */
    query: QueryNodeRef,
    terms: Type.Array(Type.String(), { description: 'terms to highlight (segmented words and phrases)' }),
  },
  { title: 'AnalyzeWire', description: 'The parsed query and the terms to highlight' },
);

/** data of GET /rc-pub/front/search/analyze?q=&type=article|publication. */
export type AnalyzeWire = Static<typeof AnalyzeSchema>;

/** SearchHitWire: one search result; highlight fields are HTML with matches in <em>, the rest plain text. */
export const SearchHitSchema = Type.Object(
  {
    id: Type.Integer({ description: 'id of the item in its own entity (article, journal, resource or news id)' }),
    type: SearchTypeSchema,
    // A type list, not Type.Union: fast-json-stringify runs Ajv for every `anyOf` (100 hits a page); OpenAPI 3.0
    // shows it as anyOf [integer, string], and `pattern` only lets the string 'table' through.
    typeId: Type.Unsafe<number | 'table'>({
      type: ['integer', 'string'],
      pattern: '^table$',
      description: "resource-type id (docs/product/search.md); 'table' has no number",
    }),
    title: Type.String({ description: "in the request's language, else the original" }),
    titleZh: NullableString('title in Chinese, plain text; null when none'),
    titleEn: NullableString('title in English, plain text; null when none'),
    highlightTitle: NullableString('title as HTML, matches in <em>; null when the title is empty'),
    snippet: NullableString('HTML excerpt around the matches (abstract, caption or content)'),
    doi: NullableString('DOI; null when none'),
    authors: Type.Array(Type.String(), { description: "authors' display names, plain text" }),
    keywords: Type.Array(Type.String(), { description: 'keywords, original language first, plain text' }),
    publicationId: NullableInteger('id of the journal (PublicationWire); null when none'),
    publicationTitle: NullableString("journal title in the request's language, else the other; null when none"),
    articleId: NullableInteger(
      'the article a figure, table or media item belongs to (the hit itself for an article); else null',
    ),
    articleTitle: NullableString('title of that article for a figure, table or media hit; else null'),
    issueId: NullableInteger('id of the issue (IssueWire); null when none'),
    year: NullableInteger('publication year; null when unknown'),
    publishedDate: NullableString('publication date, YYYY-MM-DD; null when unknown'),
    column: NullableString("article column in the request's language, else the other; null when none"),
    label: NullableString('label as printed of a figure, table or media item; null when none'),
    fileUrl: NullableString('figure thumbnail, or null for a placeholder'),
    publicationType: Type.Integer({ description: 'publication type: 0 formal, 1 online first' }),
    openAccess: Type.Integer({ description: 'open access: 0 open access, 1 not' }),
    views: Type.Integer({ minimum: 0, description: 'number of views' }),
    downloads: Type.Integer({ minimum: 0, description: 'number of downloads' }),
    citations: Type.Integer({ minimum: 0, description: 'number of citations' }),
    score: Type.Number({ description: 'relevance score' }),
  },
  { title: 'SearchHitWire', description: 'One search result' },
);

/** One search result. Highlight fields are HTML with matches in <em>; everything else is plain text. */
export type SearchHitWire = Static<typeof SearchHitSchema>;

/** SearchResultWire: a page of hits and the terms highlighted (GET /front/search and its type-fixed variants). */
/** SearchAlternativeWire: a search to offer when one found nothing (docs/product/search.md, When nothing is found). */
export const SearchAlternativeSchema = Type.Object(
  {
    kind: StringEnum(
      ['allFields', 'fuzzy', 'dropRarest'],
      'allFields: the query over all fields; fuzzy: at fuzzy precision; dropRarest: without its rarest term',
    ),
    q: Type.String({ description: 'the keyword to search' }),
    field: SearchFieldSchema,
    precision: Type.Integer({ minimum: 0, maximum: 1, description: '1 precise, 0 fuzzy' }),
    total: Type.Integer({ minimum: 1, description: 'how many it finds' }),
  },
  { title: 'SearchAlternativeWire', description: 'A search that finds something, offered when one found nothing' },
);

/** data of a search alternative (see {@link SearchAlternativeSchema}). */
export type SearchAlternativeWire = Static<typeof SearchAlternativeSchema>;

export const SearchResultSchema = Type.Object(
  {
    ...pageProperties(SearchHitSchema),
    terms: Type.Array(Type.String(), { description: 'terms highlighted' }),
    alternatives: Type.Optional(
      Type.Array(SearchAlternativeSchema, {
        description: 'only when a basic search found nothing: searches that do find something, with their counts',
      }),
    ),
  },
  { title: 'SearchResultWire', description: 'A page of search hits (page from 0) and the highlighted terms' },
);

/** data of GET /rc-pub/front/search (and /front/picture, /front/table, /front/vod, /front/rc-doc, POST /front/advSearch). */
export type SearchResultWire = Static<typeof SearchResultSchema>;

/** ClusterWire: a facet (journal, year, column, author, keyword) with its buckets. */
export const ClusterSchema = Type.Object(
  {
    field: StringEnum(['journal', 'year', 'column', 'author', 'keyword'], 'the facet'),
    buckets: Type.Array(
      Type.Object({
        value: Type.String({ description: 'what the filter takes' }),
        label: Type.String({ description: 'what to show, plain text' }),
        count: Type.Integer({ minimum: 0, description: 'number of matches with this value' }),
      }),
      { description: 'the top values of the facet' },
    ),
    approximate: Type.Optional(
      Type.Boolean({ description: 'true when the counts are estimated from an even sample of the matches' }),
    ),
  },
  { title: 'ClusterWire', description: 'A facet and its top buckets' },
);

/**
 * A facet: journal, year, column (subject), author, keyword. `value` is what the filter takes. `approximate` is true
 * when the counts are estimated from an even sample of the matches (author and keyword facets of a large match set;
 * counts are scaled to the whole set and rounded); absent or false when they are exact.
 */
export type ClusterWire = Static<typeof ClusterSchema>;

/** ClustersWire: the facets of a search (GET /front/search/clusters, POST /front/advSearch/clusters). */
export const ClustersSchema = Type.Array(ClusterSchema, { title: 'ClustersWire' });

/** data of GET /rc-pub/front/search/clusters and POST /rc-pub/front/advSearch/clusters. */
export type ClustersWire = Static<typeof ClustersSchema>;
