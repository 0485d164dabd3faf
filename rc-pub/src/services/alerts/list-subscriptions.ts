/**
 * GET /rc-pub/front/frontMembers/subscribeList (token; subscribeList, docs/product/alerts.md#managing-alerts): the member's alerts, newest
 * first: those of their account and those of their verified email (made before they signed up or signed in).
 */
import type { SubscriptionWire } from '../../contract/alerts.js';
import type { Verb } from '../../lib/context.js';
import { listOwnSubscriptions } from '../../repositories/subscriptions.js';
import { requireOwner, subscriptionWire } from './common.js';

/** The member's alerts. @throws RcPubError 401 without a live session. */
export const listSubscriptions: Verb<unknown, SubscriptionWire[]> = async ({ ctx }) => {
  const owner = await requireOwner(ctx);
  const rows = await listOwnSubscriptions(ctx.db, owner);
  return rows.map((r) => subscriptionWire(ctx, r));
};
