/** DELETE /rc-pub/front/frontMembers/identities (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { UnboundSchema } from './schemas.js';
import { unbindMemberIdentity } from '../../services/account/unbind-identity.js';
import { unbindIdentityBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.memberIdentities,
  method: 'DELETE',
  summary: "Unbinds one of the member's third-party identities (token)",
  tags: ['account'],
  dataSchema: UnboundSchema,
  body: unbindIdentityBody,
  verb: unbindMemberIdentity,
  successMessage: 'identityUnbound',
});
