/** POST /rc-pub/api/setNewPwd (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { SessionCountSchema } from './schemas.js';
import { setNewPassword } from '../../services/account/set-new-password.js';
import { setNewPwdBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.setNewPwd,
  summary: 'Resets a forgotten password with an SMS code; ends every session',
  tags: ['account'],
  dataSchema: SessionCountSchema,
  body: setNewPwdBody,
  verb: setNewPassword,
  successMessage: 'passwordResetSuccess',
});
