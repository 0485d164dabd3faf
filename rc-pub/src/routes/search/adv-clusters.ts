/**
 * POST /rc-pub/front/advSearch/clusters (JSON AdvancedSearchWire) → ClustersWire: the facets of an advanced search
 * (docs/product/search.md, Advanced search and Filters and facets), with the same body and the same matched set as POST /front/advSearch.
 */
import { SearchPaths } from '../../contract/search.js';
import { advancedClusters } from '../../services/search/adv-clusters.js';
import { advancedSearchBody } from './params.js';
import { definePostRoute } from './register.js';
import { ClustersSchema } from '../../contract/wire-schemas/index.js';

export default definePostRoute({
  url: SearchPaths.advClusters,
  summary:
    'Facet counts (journal, year, column, author, keyword; top 20 each) of the same advanced form as /front/advSearch',
  tags: ['search'],
  dataSchema: ClustersSchema,
  body: advancedSearchBody,
  verb: advancedClusters,
});
