/** POST /rc-pub/front/frontMembers/handover (docs/product/members.md#token-hand-over). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { HandoverCodeSchema } from '../../contract/wire-schemas/index.js';
import { createHandover } from '../../services/account/handover-create.js';

export default definePostRoute({
  url: RcPubPaths.handover,
  summary: 'A one-time hand-over code of this session for a link to another site (token; valid 60 s, once)',
  tags: ['account'],
  dataSchema: HandoverCodeSchema,
  verb: createHandover,
});
