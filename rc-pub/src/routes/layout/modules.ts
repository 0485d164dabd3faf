/** GET /rc-pub/front/module/list — Home modules of a channel, in order (docs/product/calls-and-errors.md, module list) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { listModules } from '../../services/layout/modules.js';
import { Id } from '../params.js';
import { Type } from '@fastify/type-provider-typebox';
import { ModuleSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.modules,
  summary: 'Home modules of a channel, in order (docs/product/calls-and-errors.md, module list)',
  tags: ['layout'],
  dataSchema: Type.Array(ModuleSchema),
  query: { channelId: Id('channelId') },
  verb: listModules,
});
