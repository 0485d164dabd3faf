/** POST /rc-pub/api/login (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { LoginResultSchema } from '../../contract/wire-schemas/index.js';
import { login } from '../../services/account/login.js';
import { loginBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.login,
  summary: 'Password login (captcha header; password encrypted)',
  tags: ['account'],
  dataSchema: LoginResultSchema,
  body: loginBody,
  verb: login,
  successMessage: 'loginSuccess',
});
