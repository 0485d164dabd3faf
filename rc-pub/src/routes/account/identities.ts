/** GET /rc-pub/front/frontMembers/identities (docs/product/calls-and-errors.md#accounts). */
import { defineRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { MemberIdentityListSchema } from './schemas.js';
import { listMemberIdentities } from '../../services/account/list-identities.js';

export default defineRoute({
  url: RcPubPaths.memberIdentities,
  summary: 'Bound third-party identities (token)',
  tags: ['account'],
  dataSchema: MemberIdentityListSchema,
  verb: listMemberIdentities,
});
