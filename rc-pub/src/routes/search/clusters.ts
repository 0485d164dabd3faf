/** GET /rc-pub/front/search/clusters → ClustersWire (facets journal, year, column, author, keyword: docs/product/search.md#filters-and-facets). */
import { SearchPaths } from '../../contract/search.js';
import { defineRoute } from '../../lib/route.js';
import { searchClustersVerb } from '../../services/search/clusters.js';
import { searchQuery } from './params.js';
import { ClustersSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: SearchPaths.clusters,
  summary: 'Facet counts (journal, year, column, author, keyword; top 20 each) of the same query as /front/search',
  tags: ['search'],
  dataSchema: ClustersSchema,
  query: searchQuery,
  verb: searchClustersVerb,
});
