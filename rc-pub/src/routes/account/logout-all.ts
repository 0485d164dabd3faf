/** DELETE /rc-pub/api/logoutAll (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { SessionCountSchema } from './schemas.js';
import { logoutAll } from '../../services/account/logout-all.js';

export default definePostRoute({
  url: RcPubPaths.logoutAll,
  method: 'DELETE',
  summary: 'Ends every session of the member (token); data: how many',
  tags: ['account'],
  dataSchema: SessionCountSchema,
  verb: logoutAll,
  successMessage: 'logoutSuccess',
});
