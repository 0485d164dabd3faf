/** POST /rc-pub/front/frontMembers/unSubscribe (docs/product/alerts.md#unsubscribe): by id (token) or link token. */
import { RcPubPaths } from '../../contract/paths.js';
import { UnsubscribedSchema } from '../../contract/wire-schemas/index.js';
import { definePostRoute } from '../../lib/route.js';
import { unsubscribe } from '../../services/alerts/unsubscribe.js';
import { unSubscribeBody } from './params.js';

export default definePostRoute({
  url: RcPubPaths.unSubscribe,
  summary: "Ends an alert: { id } of the member's (token) or { token } of a mail's unsubscribe link (no login)",
  tags: ['alerts'],
  dataSchema: UnsubscribedSchema,
  body: unSubscribeBody,
  verb: unsubscribe,
  successMessage: 'unsubscribeDone',
});
