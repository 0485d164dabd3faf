/** POST /rc-pub/api/register (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { LoginResultSchema } from '../../contract/wire-schemas/index.js';
import { register } from '../../services/account/register.js';
import { registerBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.register,
  summary: 'Registers with an SMS code and logs in (SPEC §3 login result)',
  tags: ['account'],
  dataSchema: LoginResultSchema,
  body: registerBody,
  verb: register,
  successMessage: 'registerSuccess',
});
