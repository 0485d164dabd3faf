/** GET /rc-pub/front/expert/list?siteId=&topicId=&page=0&size=10&sort= → ExpertGroupWire[] (the expert list, docs/product/content.md#editorial-board). */
import { Type } from '@fastify/type-provider-typebox';
import { EXPERT_SORTS, EditorialPaths } from '../../contract/editorial.js';
import { ExpertGroupSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { listExperts } from '../../services/editorial/list-experts.js';
import { Id, PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: EditorialPaths.expertList,
  summary: "A page of a site's editorial board (one group; data[0].content[0].id is the first expert)",
  tags: ['editorial'],
  dataSchema: Type.Array(ExpertGroupSchema),
  query: {
    siteId: Id('site id'),
    topicId: Type.Optional(Id('board (topic) id; absent = every expert of the site')),
    page: PageNo,
    size: PageSize(10),
    sort: Type.Optional(
      Type.Union([Type.Literal(EXPERT_SORTS[0]), Type.Literal(EXPERT_SORTS[1])], {
        description: 'sort = board order (default), name = by name in the request language',
      }),
    ),
  },
  verb: listExperts,
});
