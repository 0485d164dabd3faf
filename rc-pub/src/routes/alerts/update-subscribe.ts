/** POST /rc-pub/front/frontMembers/updateSubscribe (token): pause, resume, frequency, language. */
import { RcPubPaths } from '../../contract/paths.js';
import { SubscriptionSchema } from '../../contract/wire-schemas/index.js';
import { definePostRoute } from '../../lib/route.js';
import { updateSubscription } from '../../services/alerts/update-subscription.js';
import { updateSubscribeBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.updateSubscribe,
  summary: "Changes one of the member's alerts (status, frequency, language)",
  tags: ['alerts'],
  dataSchema: SubscriptionSchema,
  body: updateSubscribeBody,
  verb: updateSubscription,
  successMessage: 'submitSuccess',
});
