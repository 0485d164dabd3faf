/** GET /rc-pub/front/tools/list — Floating toolbar items of a site (rss, email, folderAdd) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { listTools } from '../../services/layout/tools.js';
import { Id } from '../params.js';
import { Type } from '@fastify/type-provider-typebox';
import { ToolSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.tools,
  summary: 'Floating toolbar items of a site (rss, email, folderAdd)',
  tags: ['tools'],
  dataSchema: Type.Array(ToolSchema),
  query: { siteId: Id('siteId') },
  verb: listTools,
});
