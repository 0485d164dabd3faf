/** POST /rc-pub/api/changePwd (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { SessionCountSchema } from './schemas.js';
import { changePassword } from '../../services/account/change-password.js';
import { changePwdBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.changePwd,
  summary: "Changes the password (token); ends the member's other sessions",
  tags: ['account'],
  dataSchema: SessionCountSchema,
  body: changePwdBody,
  verb: changePassword,
  successMessage: 'passwordChanged',
});
