/** GET /rc-pub/front/search → SearchResultWire (docs/product/calls-and-errors.md; issue 3 basic search, docs/product/search.md, sort/range/fields/page size). */
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
