/** DELETE /rc-pub/front/frontMembers/delete (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { DeletedSchema } from './schemas.js';
import { deleteMember } from '../../services/account/delete-member.js';

export default definePostRoute({
  url: RcPubPaths.deleteMember,
  method: 'DELETE',
  summary: 'Deletes the member and every row they own, in one transaction (token)',
  tags: ['account'],
  dataSchema: DeletedSchema,
  verb: deleteMember,
  successMessage: 'accountDeleted',
});
