/**
 * POST /rc-pub/front/frontMembers/updateSubscribe { id, status?, frequency?, language? } (token): pauses or
 * resumes one of the member's alerts, or changes how often and in which language it mails.
 */
import type { SubscriptionWire, UpdateSubscriptionBody } from '../../contract/alerts.js';
import type { Verb } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findOwnSubscription, updateSubscriptionSettings } from '../../repositories/subscriptions.js';
import { requireOwner, subscriptionWire } from './common.js';

/**
 * The alert after the change (omitted fields stay).
 * @throws RcPubError 401 without a live session; 404 subscriptionNotFound when it is not the member's (or gone).
 */
export const updateSubscription: Verb<UpdateSubscriptionBody, SubscriptionWire> = async ({ ctx, input }) => {
  const now = new Date();
  const owner = await requireOwner(ctx, now);
  if (!(await findOwnSubscription(ctx.db, input.id, owner))) throw notFound('subscriptionNotFound', { id: input.id });
  await updateSubscriptionSettings(
    ctx.db,
    input.id,
    {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    },
    now,
  );
  const row = await findOwnSubscription(ctx.db, input.id, owner);
  if (!row) throw notFound('subscriptionNotFound', { id: input.id });
  return subscriptionWire(ctx, row);
};
