/** POST /rc-pub/front/frontMembers/handover/exchange (docs/product/members.md#token-hand-over). */
import { Type } from '@fastify/type-provider-typebox';
import { definePostRoute } from '../../lib/route.js';
import { RcPubPaths } from '../../contract/paths.js';
import { LoginResultSchema } from '../../contract/wire-schemas/index.js';
import { exchangeHandover } from '../../services/account/handover-exchange.js';

export default definePostRoute({
  url: RcPubPaths.handoverExchange,
  summary: 'Exchanges a hand-over code, once, for a new session of its member (the login result)',
  tags: ['account'],
  dataSchema: LoginResultSchema,
  body: Type.Object({
    code: Type.String({ maxLength: 512, description: 'the hand-over code a link carried as ?token=<code>' }),
  }),
  verb: exchangeHandover,
  successMessage: 'loginSuccess',
});
