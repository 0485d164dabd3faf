/** GET /rc-pub/front/rc-doc → SearchResultWire: other documents (resource type 0, docs/product/search.md#search-types-and-result-pages). */
import { SearchPaths } from '../../contract/search.js';
import { defineRoute } from '../../lib/route.js';
import { searchOthers } from '../../services/search/search-others.js';
import { keywordQuery, searchCommonQuery } from './params.js';
import { SearchResultSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: SearchPaths.rcDoc,
  summary: 'Search other documents (supplementary material) within a site scope; hits link to their article',
  tags: ['search'],
  dataSchema: SearchResultSchema,
  query: { ...keywordQuery, ...searchCommonQuery },
  verb: searchOthers,
});
