/** GET /rc-pub/front/front-article/columnTree → JournalColumnWire[] (the column tree, docs/product/content.md#columns). */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { JournalColumnSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { listColumns } from '../../services/journal/list-columns.js';
import { Id } from '../params.js';

export default defineRoute({
  url: RcPubPaths.columnTree,
  summary: "The columns of a site's journals (or one journal) with article counts, most articles first",
  tags: ['article'],
  dataSchema: Type.Array(JournalColumnSchema),
  query: {
    siteId: Id('site id'),
    publicationId: Type.Optional(Id('journal id: one journal of the site instead of all of them')),
  },
  verb: listColumns,
});
