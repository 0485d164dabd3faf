/** GET /rc-pub/front/frontMembers/sessions (docs/product/calls-and-errors.md#accounts). */
import { defineRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { MemberSessionListSchema } from './schemas.js';
import { listSessions } from '../../services/account/list-sessions.js';

export default defineRoute({
  url: RcPubPaths.memberSessions,
  summary: "The member's sessions, most recently used first (token)",
  tags: ['account'],
  dataSchema: MemberSessionListSchema,
  verb: listSessions,
});
