/** POST /rc-pub/api/changePwd (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { NullDataSchema } from './schemas.js';
import { changePassword } from '../../services/account/change-password.js';
import { changePwdBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.changePwd,
  summary: "Changes the password (token); ends the member's other sessions",
  tags: ['account'],
  dataSchema: NullDataSchema,
  body: changePwdBody,
  verb: changePassword,
  successMessage: 'passwordChanged',
});
