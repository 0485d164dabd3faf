/** POST /rc-pub/api/loginByThirdLoginUrl (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { LoginResultSchema } from '../../contract/wire-schemas/index.js';
import { thirdPartyLogin } from '../../services/account/third-party-login.js';
import { thirdLoginBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.loginByThirdLoginUrl,
  summary: 'Third-party login callback; 404 while third-party login is off',
  tags: ['account'],
  dataSchema: LoginResultSchema,
  body: thirdLoginBody,
  verb: thirdPartyLogin,
  successMessage: 'loginSuccess',
});
