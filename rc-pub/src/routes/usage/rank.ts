/** GET /rc-pub/front/rank?siteId=&publicationId=&metric=&window=&size= → RankWire (docs/product/usage.md#rankings). */
import { Type } from '@fastify/type-provider-typebox';
import { RANK_MAX_SIZE, RANK_METRICS, RANK_WINDOWS, UsagePaths } from '../../contract/usage.js';
import { StringEnum } from '../../contract/wire-schemas/common.js';
import { RankSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { rank } from '../../services/usage/rank.js';
import { Id, Int } from '../params.js';

export default defineRoute({
  url: UsagePaths.rank,
  summary:
    "Most viewed, downloaded or cited articles of a site's journals or one journal, per ranking window (docs/product/usage.md#rankings)",
  tags: ['usage'],
  dataSchema: RankSchema,
  query: {
    siteId: Id('site whose journals are ranked (a group or the aggregate site ranks across its journals)'),
    publicationId: Type.Optional(Id('one journal of the site')),
    metric: Type.Optional(StringEnum(RANK_METRICS, 'views (default), downloads or citations')),
    window: Type.Optional(StringEnum(RANK_WINDOWS, 'ranking window: 3m, 6m, 1y, 2y, 3y or all (default)')),
    size: Type.Optional(Int({ minimum: 1, maximum: RANK_MAX_SIZE, description: 'entries (default 10)' })),
  },
  verb: rank,
});
