/** POST /rc-pub/front/advSearch (JSON AdvancedSearchWire) → SearchResultWire (docs/product/search.md#advanced-search). */
import { SearchPaths } from '../../contract/search.js';
import { advancedSearch } from '../../services/search/adv-search.js';
import { advancedSearchBody } from './params.js';
import { definePostRoute } from './register.js';
import { SearchResultSchema } from '../../contract/wire-schemas/index.js';

export default definePostRoute({
  url: SearchPaths.advSearch,
  summary: 'Advanced search: rows of operator/field/value/precision (first operator ignored; NOT > AND > OR)',
  tags: ['search'],
  dataSchema: SearchResultSchema,
  body: advancedSearchBody,
  verb: advancedSearch,
});
