/**
 * SearchResult: a page of hits (SPEC §7 /front/search or /front/advSearch) and, only when selected, the facets of the
 * same query (SPEC §7 /front/search/clusters). Site.search starts the facet call beside the search when the selection
 * asks for `clusters` (see {@link searchResultParent}); this resolver then awaits that same call.
 */
import type { ClustersWire, SearchQueryWire, SearchResultWire } from 'rc-pub/contract';
import type { GraphQLResolveInfo } from 'graphql';
import type { SearchResultResolvers } from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import type { SearchResultParent } from '../mappers.js';
import { selectsField } from './selection.js';

/**
 * Runs a search and builds the SearchResult parent. When `info` shows `clusters` is selected, the facet call starts
 * now, concurrently with `search`; otherwise it starts only if SearchResult.clusters is resolved.
 * @param clustersQuery the keyword query the facets are computed for (the search's own, or the advanced rows as one).
 */
export async function searchResultParent(
  search: Promise<SearchResultWire>,
  clustersQuery: SearchQueryWire,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<SearchResultParent> {
  let started: Promise<ClustersWire> | undefined;
  const clusters = () => {
    started ??= ctx.loaders.search.clusters.load(clustersQuery);
    return started;
  };
  if (selectsField(info, 'clusters')) clusters().catch(() => undefined); // its error surfaces in the clusters field
  return { result: await search, query: clustersQuery, clusters };
}

export const SearchResult: SearchResultResolvers = {
  total: (r) => r.result.total,
  page: (r) => r.result.page,
  size: (r) => r.result.size,
  terms: (r) => r.result.terms ?? [],
  hits: (r) => r.result.content,
  clusters: (r) => r.clusters(),
};
