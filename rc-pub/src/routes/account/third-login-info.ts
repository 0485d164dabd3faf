/** GET /rc-pub/api/thirdLoginInfo (docs/product/calls-and-errors.md#accounts; site flag umtFlag). */
import { Type } from '@fastify/type-provider-typebox';
import { defineRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { ThirdLoginInfoSchema } from '../../contract/wire-schemas/index.js';
import { thirdLoginInfo } from '../../services/account/third-login-info.js';

export default defineRoute({
  url: RcPubPaths.thirdLoginInfo,
  summary: 'The configured third-party (OpenID Connect) provider for the login button; null data when off',
  tags: ['account'],
  dataSchema: Type.Union([ThirdLoginInfoSchema, Type.Null()], {
    title: 'ThirdLoginInfo',
    description: 'the provider, or null when third-party login is not configured',
  }),
  verb: thirdLoginInfo,
});
