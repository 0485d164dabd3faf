/** GET /rc-pub/api/getUmtLoginUrl (issue 11; SPEC §7 login and account). */
import { defineRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { ThirdLoginUrlSchema } from '../../contract/wire-schemas/index.js';
import { getThirdLoginUrl } from '../../services/account/get-third-login-url.js';

export default defineRoute({
  url: RcPubPaths.getUmtLoginUrl,
  summary: 'Third-party (OpenID Connect) login URL; 404 while third-party login is off',
  tags: ['account'],
  dataSchema: ThirdLoginUrlSchema,
  verb: getThirdLoginUrl,
});
