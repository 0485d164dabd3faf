/** GET /rc-pub/front/frontMembers/isSubscribe (isSubscribe, docs/product/calls-and-errors.md#email-alerts; visitors: not subscribed). */
import { RcPubPaths } from '../../contract/paths.js';
import { IsSubscribedSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { isSubscribe } from '../../services/alerts/is-subscribe.js';
import { isSubscribeQuery } from './params.js';

export default defineRoute({
  url: RcPubPaths.isSubscribe,
  summary: 'Whether the member has an alert on this target (visitors: no)',
  tags: ['alerts'],
  query: isSubscribeQuery,
  dataSchema: IsSubscribedSchema,
  verb: isSubscribe,
});
