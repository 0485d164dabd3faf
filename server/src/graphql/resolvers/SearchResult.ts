/**
 * SearchResult: a page of hits (/front/search or /front/advSearch, docs/product/search.md) and, only when selected, the facets of the
 * same query (GET /front/search/clusters, or POST /front/advSearch/clusters with the advanced form's own body).
 * Site.search and Site.advancedSearch start the facet call beside the search when the selection asks for `clusters`
 * (see {@link searchResultParent}); this resolver then awaits that same call. SearchCluster has no resolver module:
 * its facets leave here already in the GraphQL shape (see {@link asSearchClusters}).
 */
import type { ClustersWire, SearchResultWire } from 'rc-pub/contract';
import type { GraphQLResolveInfo } from 'graphql';
import type { SearchCluster, SearchResultResolvers } from '../../__generated__/resolvers.js';
import type { SearchResultParent } from '../mappers.js';
import { selectsField } from './selection.js';

/**
 * Runs a search and builds the SearchResult parent. When `info` shows `clusters` is selected, the facet call starts
 * now, concurrently with `search`; otherwise it starts only if SearchResult.clusters is resolved.
 * @param loadClusters starts the facet call of the same query (a loader call, so it reaches rc-pub once per request).
 */
export async function searchResultParent(
  search: Promise<SearchResultWire>,
  loadClusters: () => Promise<ClustersWire>,
  info: GraphQLResolveInfo,
): Promise<SearchResultParent> {
  let started: Promise<ClustersWire> | undefined;
  const clusters = () => {
    started ??= loadClusters();
    return started;
  };
  if (selectsField(info, 'clusters')) clusters().catch(() => undefined); // its error surfaces in the clusters field
  return { result: await search, clusters };
}

/**
 * rc-pub's facets as SearchCluster values. `approximate` (counts estimated from an even sample of a very large match
 * set) becomes a plain boolean: only an explicit `true` counts, so an rc-pub deployment that omits the field (or any
 * other value) reads as exact, `false`.
 * @param wire data of GET /front/search/clusters or POST /front/advSearch/clusters (contract ClustersWire).
 */
export function asSearchClusters(wire: ClustersWire): SearchCluster[] {
  return wire.map((c) => ({ field: c.field, buckets: c.buckets, approximate: c.approximate === true }));
}

export const SearchResult: SearchResultResolvers = {
  total: (r) => r.result.total,
  page: (r) => r.result.page,
  size: (r) => r.result.size,
  terms: (r) => r.result.terms ?? [],
  hits: (r) => r.result.content,
  clusters: async (r) => asSearchClusters(await r.clusters()),
  alternatives: (r) => r.result.alternatives ?? [],
};
