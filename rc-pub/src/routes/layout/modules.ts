/** GET /rc-pub/front/module/list — Home modules of a channel, in order (docs/product/sites-and-frame.md#home-page) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { listModules } from '../../services/layout/modules.js';
import { Id } from '../params.js';
import { Type } from '@fastify/type-provider-typebox';
import { ModuleSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.modules,
  summary: 'Home modules of a channel, in order (docs/product/sites-and-frame.md#home-page)',
  tags: ['layout'],
  dataSchema: Type.Array(ModuleSchema),
  query: { channelId: Id('channelId') },
  verb: listModules,
});
