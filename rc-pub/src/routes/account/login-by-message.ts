/** POST /rc-pub/api/loginByMessage (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { LoginResultSchema } from '../../contract/wire-schemas/index.js';
import { loginByMessage } from '../../services/account/login-by-message.js';
import { loginByMessageBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.loginByMessage,
  summary: 'SMS code login (captcha header)',
  tags: ['account'],
  dataSchema: LoginResultSchema,
  body: loginByMessageBody,
  verb: loginByMessage,
  successMessage: 'loginSuccess',
});
