/** GET /rc-pub/front/layout/channels?siteId=&filter=true → ChannelWire[] (the channel list, docs/product/calls-and-errors.md#sites-and-layout). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { listChannels } from '../../services/layout/channels.js';
import { Id } from '../params.js';
import { ChannelRef } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.channels,
  summary: 'Channel (menu) tree of a site; filter=true keeps enabled items only',
  tags: ['layout'],
  dataSchema: Type.Array(ChannelRef),
  query: {
    siteId: Id('site id'),
    filter: Type.Optional(Type.Boolean({ description: 'true keeps enabled items only' })),
  },
  verb: listChannels,
});
