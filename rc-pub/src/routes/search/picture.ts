/** GET /rc-pub/front/picture → SearchResultWire: /front/search with the type fixed to figure (resource type 25, docs/product/search.md#search-types-and-result-pages). */
import { SearchPaths } from '../../contract/search.js';
import { defineRoute } from '../../lib/route.js';
import { searchFigures } from '../../services/search/search-figures.js';
import { keywordQuery, searchCommonQuery } from './params.js';
import { SearchResultSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: SearchPaths.picture,
  summary: 'Search figures (caption, label, article title) within a site scope; hits link to their article',
  tags: ['search'],
  dataSchema: SearchResultSchema,
  query: { ...keywordQuery, ...searchCommonQuery },
  verb: searchFigures,
});
