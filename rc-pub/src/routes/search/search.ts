/** GET /rc-pub/front/search → SearchResultWire (the basic search with its sort, range, fields and page size: docs/product/search.md). */
import { SearchPaths } from '../../contract/search.js';
import { defineRoute } from '../../lib/route.js';
import { search } from '../../services/search/search.js';
import { searchQuery } from './params.js';
import { SearchResultSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: SearchPaths.search,
  summary: 'Search one resource type within a site scope: hits with highlighted title and excerpt; page from 0',
  tags: ['search'],
  dataSchema: SearchResultSchema,
  query: searchQuery,
  verb: search,
});
