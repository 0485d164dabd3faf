/**
 * POST /rc-pub/front/frontMembers/unSubscribe ('Unsubscription successfully'; docs/product/alerts.md#unsubscribe):
 * ends an alert, `{ id }` one of the member's (token), or `{ token }` the signed token of a mail's unsubscribe link
 * (alerts/unsubscribe-token.ts; no login, RFC 8058 one-click through the gateway). Its pending deliveries go with it
 * (FK cascade).
 */
import { verifyUnsubscribeToken } from '../../alerts/unsubscribe-token.js';
import type { UnsubscribeBody, UnsubscribedWire, SubscriptionType } from '../../contract/alerts.js';
import type { Verb } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { deleteSubscription, findOwnSubscription } from '../../repositories/subscriptions.js';
import { requireOwner } from './common.js';

/**
 * What was removed.
 * @throws RcPubError 400 unsubscribeTokenInvalid (malformed or forged token), unsubscribeNeedsIdOrToken (neither
 *   given); 401 (`id` without a live session); 404 subscriptionNotFound (already ended, or not the member's).
 */
export const unsubscribe: Verb<UnsubscribeBody, UnsubscribedWire> = async ({ ctx, input }) => {
  let id: number;
  if (input.token !== undefined) {
    const named = verifyUnsubscribeToken(ctx.mail.unsubscribeSecret, input.token.trim());
    if (named === null) throw badRequest('unsubscribeTokenInvalid');
    id = named;
  } else if (input.id !== undefined) {
    const owner = await requireOwner(ctx);
    if (!(await findOwnSubscription(ctx.db, input.id, owner))) throw notFound('subscriptionNotFound', { id: input.id });
    id = input.id;
  } else throw badRequest('unsubscribeNeedsIdOrToken');
  const gone = await deleteSubscription(ctx.db, id);
  if (!gone) throw notFound('subscriptionNotFound', { id });
  return { id: gone.id, type: gone.type as SubscriptionType, email: gone.email };
};
