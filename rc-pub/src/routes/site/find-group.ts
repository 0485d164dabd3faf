/** GET /rc-pub/front/site/findGroup — Journals of a site with the single sites serving them (group entrance) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { findGroup } from '../../services/site/find-group.js';
import { Id } from '../params.js';
import { GroupSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.findGroup,
  summary: 'Journals of a site with the single sites serving them (group entrance)',
  tags: ['site'],
  dataSchema: GroupSchema,
  query: { siteId: Id('siteId') },
  verb: findGroup,
});
