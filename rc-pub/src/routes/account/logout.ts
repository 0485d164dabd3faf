/** DELETE /rc-pub/api/logout (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { NullDataSchema } from './schemas.js';
import { logout } from '../../services/account/logout.js';

export default definePostRoute({
  url: RcPubPaths.logout,
  method: 'DELETE',
  summary: 'Ends this session (token)',
  tags: ['account'],
  dataSchema: NullDataSchema,
  verb: logout,
  successMessage: 'logoutSuccess',
});
