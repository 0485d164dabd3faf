/** GET /rc-pub/front/rc-doc → SearchResultWire: other documents (docs/product/calls-and-errors.md, id 0). */
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
