/**
 * Per-request search loaders: identical searches within one request (e.g. the hits and the facets of one
 * results page asked for by two queries during server rendering) reach rc-pub once. Keys are the wire parameters
 * built by domain/search.ts, compared by their JSON (built in a fixed key order).
 */
import type DataLoader from 'dataloader';
import type { AdvancedSearchWire, ClustersWire, SearchQueryWire, SearchResultWire } from 'rc-pub/contract';
import type { RcPubClient } from '../rc-pub/client.js';
import { dedupe } from './dedupe.js';

/** The search loaders of one request. */
export interface SearchLoaders {
  /** One page of hits (GET /front/search). */
  page: DataLoader<SearchQueryWire, SearchResultWire, string>;
  /** Facet counts of a query (GET /front/search/clusters). */
  clusters: DataLoader<SearchQueryWire, ClustersWire, string>;
  /** One page of the advanced form (POST /front/advSearch). */
  advanced: DataLoader<AdvancedSearchWire, SearchResultWire, string>;
  /** Facet counts of the advanced form (POST /front/advSearch/clusters, same body). */
  advancedClusters: DataLoader<AdvancedSearchWire, ClustersWire, string>;
}

/** Creates the search loaders for one request. */
export function createSearchLoaders(client: RcPubClient): SearchLoaders {
  return {
    page: dedupe((q) => client.search(q)),
    clusters: dedupe((q) => client.searchClusters(q)),
    advanced: dedupe((b) => client.advancedSearch(b)),
    advancedClusters: dedupe((b) => client.advancedClusters(b)),
  };
}
