/** POST /rc-pub/api/loginByThirdLoginUrl (docs/product/calls-and-errors.md#accounts; binding failure). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { ThirdLoginResultSchema } from '../../contract/wire-schemas/index.js';
import { thirdPartyLogin } from '../../services/account/third-party-login.js';
import { thirdLoginBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.loginByThirdLoginUrl,
  summary: 'Third-party login callback: signs in the bound member, or status 10004 with a bind ticket; 10005 when off',
  tags: ['account'],
  dataSchema: ThirdLoginResultSchema,
  body: thirdLoginBody,
  verb: thirdPartyLogin,
  successMessage: 'loginSuccess',
});
