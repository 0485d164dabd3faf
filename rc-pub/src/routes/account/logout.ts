/** DELETE /rc-pub/api/logout (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { SessionCountSchema } from './schemas.js';
import { logout } from '../../services/account/logout.js';

export default definePostRoute({
  url: RcPubPaths.logout,
  method: 'DELETE',
  summary: 'Ends this session (token)',
  tags: ['account'],
  dataSchema: SessionCountSchema,
  verb: logout,
  successMessage: 'logoutSuccess',
});
