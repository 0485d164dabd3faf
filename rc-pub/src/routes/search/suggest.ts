/** GET /rc-pub/front/search/suggest?q=&siteId=&limit= → SuggestionsWire (docs/product/search.md#suggestions). */
import { Type } from '@fastify/type-provider-typebox';
import { SearchPaths } from '../../contract/search.js';
import { SuggestionsSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import {
  SUGGEST_DEFAULT_LIMIT,
  SUGGEST_MAX_LENGTH,
  SUGGEST_MAX_LIMIT,
  suggestSearch,
} from '../../services/search/suggest.js';
import { Id, Int } from '../params.js';

export default defineRoute({
  url: SearchPaths.suggest,
  summary: 'Titles, keywords, authors and journals of the site that start with or contain the typed text',
  tags: ['search'],
  dataSchema: SuggestionsSchema,
  query: {
    q: Type.String({
      minLength: 1,
      maxLength: SUGGEST_MAX_LENGTH,
      description: `the typed text, 1..${SUGGEST_MAX_LENGTH} characters; traditional and simplified Chinese alike`,
    }),
    siteId: Id('site whose search scope is suggested from (docs/product/search.md#search-scope)'),
    limit: Type.Optional(
      Int({
        minimum: 1,
        maximum: SUGGEST_MAX_LIMIT,
        description: `most suggestions (default ${SUGGEST_DEFAULT_LIMIT})`,
      }),
    ),
  },
  verb: suggestSearch,
});
