/** POST /rc-pub/front/frontMembers/collect { resourceType, resourceId, siteId? } → FavouriteWire (docs/product/members.md#favourites). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { FavouriteSchema } from '../../contract/wire-schemas/member.js';
import { definePostRoute } from '../../lib/route.js';
import { collect } from '../../services/member/collect.js';
import { Id } from '../params.js';
import { ResourceTypeBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.collect,
  summary: 'Favourite an article, journal, figure, table, video, audio or news item (idempotent; token)',
  tags: ['member'],
  body: Type.Object({
    resourceType: ResourceTypeBody,
    resourceId: Id('id of the resource'),
    siteId: Type.Optional(Id('site the favourite is made on')),
  }),
  dataSchema: FavouriteSchema,
  successMessage: 'collectDone',
  verb: collect,
});
