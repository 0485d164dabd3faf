/** GET /rc-pub/front/frontMembers/info (docs/product/calls-and-errors.md#accounts). */
import { defineRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { MemberInfoSchema } from '../../contract/wire-schemas/index.js';
import { memberInfo } from '../../services/account/member-info.js';

export default defineRoute({
  url: RcPubPaths.memberInfo,
  summary: "The member's profile (token)",
  tags: ['account'],
  dataSchema: MemberInfoSchema,
  verb: memberInfo,
});
