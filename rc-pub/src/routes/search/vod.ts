/** GET /rc-pub/front/vod → SearchResultWire: video (29) or audio (28), or both without type (docs/product/search.md#search-types-and-result-pages). */
import { Type } from '@fastify/type-provider-typebox';
import { SearchPaths } from '../../contract/search.js';
import { defineRoute } from '../../lib/route.js';
import { searchMedia } from '../../services/search/search-media.js';
import { keywordQuery, searchCommonQuery } from './params.js';
import { SearchResultSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: SearchPaths.vod,
  summary: 'Search video or audio (caption, label, article title) within a site scope; hits link to their article',
  tags: ['search'],
  dataSchema: SearchResultSchema,
  query: {
    ...keywordQuery,
    type: Type.Optional(
      Type.Union([Type.Literal('video'), Type.Literal('audio')], { description: 'video or audio; both when absent' }),
    ),
    ...searchCommonQuery,
  },
  verb: searchMedia,
});
