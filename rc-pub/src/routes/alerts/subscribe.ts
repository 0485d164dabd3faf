/** POST /rc-pub/front/frontMembers/subscribe (docs/product/alerts.md#subscribing): makes an email alert active. */
import { RcPubPaths } from '../../contract/paths.js';
import { SubscriptionSchema } from '../../contract/wire-schemas/index.js';
import { definePostRoute } from '../../lib/route.js';
import { subscribe } from '../../services/alerts/subscribe.js';
import { subscribeBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.subscribe,
  summary: "Subscribes an address to an alert (the mailed code, or a member's verified email); again = update",
  tags: ['alerts'],
  dataSchema: SubscriptionSchema,
  body: subscribeBody,
  verb: subscribe,
  successMessage: 'subscribeDone',
});
