/** GET /rc-pub/api/getUmtLoginUrl (docs/product/calls-and-errors.md#accounts). */
import { Type } from '@fastify/type-provider-typebox';
import { defineRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { ThirdLoginUrlSchema } from '../../contract/wire-schemas/index.js';
import { getThirdLoginUrl } from '../../services/account/get-third-login-url.js';

export default defineRoute({
  url: RcPubPaths.getUmtLoginUrl,
  summary: 'Third-party (OpenID Connect) authorisation URL and state; status 10005 when third-party login is off',
  tags: ['account'],
  dataSchema: ThirdLoginUrlSchema,
  query: {
    redirectUri: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'portal path to return to after login (starts with /); / if absent',
      }),
    ),
  },
  verb: getThirdLoginUrl,
});
