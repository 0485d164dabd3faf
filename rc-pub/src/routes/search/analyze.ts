/** GET /rc-pub/front/search/analyze?q=&type=article|publication → AnalyzeWire (docs/product/search.md#search-flow). */
import { Type } from '@fastify/type-provider-typebox';
import { SearchPaths } from '../../contract/search.js';
import { defineRoute } from '../../lib/route.js';
import { analyzeQuery } from '../../services/search/analyze.js';
import { KeywordParam } from './params.js';
import { AnalyzeSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: SearchPaths.analyze,
  summary: 'Validate and parse a search keyword: the query AST and the terms to highlight; 400 with a readable message',
  tags: ['search'],
  dataSchema: AnalyzeSchema,
  query: {
    q: KeywordParam,
    type: Type.Optional(
      Type.Union([Type.Literal('article'), Type.Literal('publication')], {
        description: "'publication' for journals, else 'article' (docs/product/search.md#search-flow)",
      }),
    ),
  },
  verb: analyzeQuery,
});
