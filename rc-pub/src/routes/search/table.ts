/** GET /rc-pub/front/table → SearchResultWire: /front/search with the type fixed to table (docs/product/search.md#search-types-and-result-pages). */
import { SearchPaths } from '../../contract/search.js';
import { defineRoute } from '../../lib/route.js';
import { searchTables } from '../../services/search/search-tables.js';
import { keywordQuery, searchCommonQuery } from './params.js';
import { SearchResultSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: SearchPaths.table,
  summary: 'Search tables (caption, label, article title) within a site scope; hits link to their article',
  tags: ['search'],
  dataSchema: SearchResultSchema,
  query: { ...keywordQuery, ...searchCommonQuery },
  verb: searchTables,
});
