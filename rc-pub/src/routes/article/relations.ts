/** GET /rc-pub/front/front-article/relations?id=&size= → ArticleSummaryWire[] (docs/product/content.md#related-articles). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { ArticleSummarySchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { articleRelations, RELATIONS_DEFAULT_SIZE, RELATIONS_MAX_SIZE } from '../../services/article/relations.js';
import { Id, Int } from '../params.js';

export default defineRoute({
  url: RcPubPaths.articleRelations,
  summary: 'Related articles: the same journal’s articles sharing keywords or the column, best first',
  tags: ['article'],
  dataSchema: Type.Array(ArticleSummarySchema),
  query: {
    id: Id('article id'),
    size: Type.Optional(
      Int({ minimum: 1, maximum: RELATIONS_MAX_SIZE, description: `how many (default ${RELATIONS_DEFAULT_SIZE})` }),
    ),
  },
  verb: articleRelations,
});
