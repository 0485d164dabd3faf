/** POST /rc-pub/api/thirdBind (issue 11; SPEC §7 login and account). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { LoginResultSchema } from '../../contract/wire-schemas/index.js';
import { thirdPartyLogin } from '../../services/account/third-party-login.js';
import { thirdBindBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.thirdBind,
  summary: 'Binds a third-party identity to a mobile account; 404 while third-party login is off',
  tags: ['account'],
  dataSchema: LoginResultSchema,
  body: thirdBindBody,
  verb: thirdPartyLogin,
  successMessage: 'loginSuccess',
});
