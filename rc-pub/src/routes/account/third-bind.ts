/** POST /rc-pub/api/thirdBind (docs/product/calls-and-errors.md#accounts). */
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { ThirdLoginResultSchema } from '../../contract/wire-schemas/index.js';
import { thirdBind } from '../../services/account/third-bind.js';
import { thirdBindBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.thirdBind,
  summary: "Binds a bind ticket's identity to a registered mobile account (login SMS code) and signs in",
  tags: ['account'],
  dataSchema: ThirdLoginResultSchema,
  body: thirdBindBody,
  verb: thirdBind,
  successMessage: 'loginSuccess',
});
