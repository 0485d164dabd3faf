/** GET /rc-pub/front/frontMembers/subscribeList (token; subscribeList, docs/product/alerts.md#managing-alerts). */
import { RcPubPaths } from '../../contract/paths.js';
import { SubscriptionListSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { listSubscriptions } from '../../services/alerts/list-subscriptions.js';

export default defineRoute({
  url: RcPubPaths.subscribeList,
  summary: "The member's alerts (their account's and their verified email's), newest first",
  tags: ['alerts'],
  dataSchema: SubscriptionListSchema,
  verb: listSubscriptions,
});
