/** POST /rc-pub/api/register (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { LoginResultSchema } from '../../contract/wire-schemas/index.js';
import { register } from '../../services/account/register.js';
import { registerBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.register,
  summary: 'Registers with an SMS code and logs in (docs/product/members.md#registration) (captcha header)',
  tags: ['account'],
  dataSchema: LoginResultSchema,
  body: registerBody,
  verb: register,
  successMessage: 'registerSuccess',
});
