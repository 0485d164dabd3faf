/** POST /rc-pub/api/setNewPwd (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { NullDataSchema } from './schemas.js';
import { setNewPassword } from '../../services/account/set-new-password.js';
import { setNewPwdBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.setNewPwd,
  summary: 'Resets a forgotten password with an SMS code; ends every session',
  tags: ['account'],
  dataSchema: NullDataSchema,
  body: setNewPwdBody,
  verb: setNewPassword,
  successMessage: 'passwordResetSuccess',
});
