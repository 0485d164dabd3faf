/**
 * Runs a compiled search within a site's scope (shared by the search verbs: /front/search with its sort,
 * ranges, filters and page size; docs/product/search.md) and shapes the page of hits or the facet counts.
 */
import type { ClustersWire, ClusterWire, SearchResultWire, SearchSort, SearchType } from '../../contract/search.js';
import type { ServiceCtx } from '../../lib/context.js';
import { searchClusters } from '../../repositories/search-clusters.js';
import { type SearchWhere, searchPage } from '../../repositories/search.js';
import type { CompiledQuery } from '../../search/query/compile.js';
import { toSearchHit } from './hits.js';
import { type ParsedFilters, type SearchCommonInput, pagingOf, parseFilters } from './input.js';
import { siteScope } from './scope.js';

/** Kinds searched for a request type (default article). */
export function kindsOf(type: SearchType | undefined): SearchType[] {
  return [type ?? 'article'];
}

/**
 * The SearchWhere of a request within its site's scope (one scope lookup): the compiled match plus the request's
 * filters. Callers counting other matches over the same request replace `match`.
 * @throws RcPubError 400 bad list, 404 unknown site
 */
export async function whereOf(
  ctx: ServiceCtx,
  input: SearchCommonInput,
  kinds: SearchType[],
  compiled: CompiledQuery,
): Promise<SearchWhere> {
  const f: ParsedFilters = parseFilters(input);
  const scope = await siteScope(ctx, input.siteId, f.publicationIds);
  return {
    kinds,
    match: compiled.where,
    publicationIds: scope.publicationIds,
    newsSiteId: scope.newsSiteId,
    years: f.years,
    columns: f.columns,
    publicationType: f.publicationType,
    openAccess: f.openAccess,
    rangeYears: f.rangeYears,
  };
}

/**
 * One page of hits (page from 0, size default 20), best first for sort relevance.
 * @param where the request's SearchWhere when the caller already has it ({@link whereOf}); looked up otherwise
 */
export async function runSearch(
  ctx: ServiceCtx,
  input: SearchCommonInput,
  kinds: SearchType[],
  compiled: CompiledQuery,
  where?: SearchWhere,
): Promise<SearchResultWire> {
  where ??= await whereOf(ctx, input, kinds, compiled);
  const { page, size } = pagingOf(input);
  const sort: SearchSort = input.sort ?? 'relevance';
  const { total, rows } = await searchPage(ctx.db, {
    where,
    rank: compiled.rank,
    dois: compiled.dois,
    headOnly: compiled.headOnly,
    exact: compiled.exact,
    sort,
    page,
    size,
  });
  return {
    total,
    page,
    size,
    content: rows.map((r) => toSearchHit(r, ctx.lang, compiled.highlights)),
    terms: compiled.highlights,
  };
}

const FACETS: ClusterWire['field'][] = ['journal', 'year', 'column', 'author', 'keyword'];

/**
 * Facet counts of the same matched set, every facet present (possibly with no buckets), labels in the request's
 * language; author and keyword facets of a large set are estimates (`approximate`, see repositories/search-clusters.ts).
 */
export async function runClusters(
  ctx: ServiceCtx,
  input: SearchCommonInput,
  kinds: SearchType[],
  compiled: CompiledQuery,
): Promise<ClustersWire> {
  const where = await whereOf(ctx, input, kinds, compiled);
  const { rows, sampled } = await searchClusters(ctx.db, where);
  return FACETS.map((field) => ({
    field,
    buckets: rows
      .filter((r) => r.field === field)
      .map((r) => {
        const [own, other] = ctx.lang === 'en' ? [r.labelEn, r.labelZh] : [r.labelZh, r.labelEn];
        return { value: r.value, label: own || other || r.value, count: r.count };
      }),
    approximate: sampled && (field === 'author' || field === 'keyword'),
  }));
}
