/** DELETE /rc-pub/front/frontMembers/delete (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { NullDataSchema } from './schemas.js';
import { deleteMember } from '../../services/account/delete-member.js';

export default definePostRoute({
  url: RcPubPaths.deleteMember,
  method: 'DELETE',
  summary: 'Deletes the member and every row they own, in one transaction (token)',
  tags: ['account'],
  dataSchema: NullDataSchema,
  verb: deleteMember,
  successMessage: 'accountDeleted',
});
