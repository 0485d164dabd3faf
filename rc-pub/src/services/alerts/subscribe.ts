/**
 * POST /rc-pub/front/frontMembers/subscribe (docs/product/alerts.md#subscribing: a valid email, a verification code
 * and a type; 'Subscription successfully'): makes an alert active. Double opt-in: a visitor proves the
 * address with the code mailed by sendEmailCode (purpose subscribe); a member whose verified email it is needs no code;
 * a member who sends a right code gets the alert tied to their account. Subscribing again to the same target updates
 * language and frequency, makes it active and keeps its id.
 */
import { normalizeEmail, useEmailCode } from '../../alerts/codes.js';
import { checkTarget } from '../../alerts/rules.js';
import type { SubscribeBody, SubscriptionWire } from '../../contract/alerts.js';
import type { Verb } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { optionalMember } from '../../accounts/member-auth.js';
import { findMemberById } from '../../repositories/members.js';
import { findSubscription, upsertSubscription } from '../../repositories/subscriptions.js';
import { subscriptionWire, verifiedEmailOf } from './common.js';

/**
 * Checks the address and the target rules (alerts/rules.ts), then the code unless the member's verified email is the
 * address, then writes the subscription.
 * @throws RcPubError 400 (emailFormat, a target rule, emailCodeRequired, emailCodeWrong/Expired/Invalid).
 */
export const subscribe: Verb<SubscribeBody, SubscriptionWire> = async ({ ctx, input }) => {
  const now = new Date();
  const email = normalizeEmail(input.email);
  const target = await checkTarget(ctx, input);
  const me = await optionalMember(ctx, now);
  const member = me ? await findMemberById(ctx.db, me.memberId) : undefined;
  const verified = member !== undefined && verifiedEmailOf(member) === email;
  if (!verified) {
    const code = input.code?.trim();
    if (!code) throw badRequest('emailCodeRequired');
    await useEmailCode(ctx, email, 'subscribe', code, now);
  }
  const id = await upsertSubscription(ctx.db, {
    ...target,
    email,
    memberId: member?.id ?? null,
    language: input.language,
    frequency: input.frequency,
    confirmedAt: now,
  });
  const row = await findSubscription(ctx.db, id);
  if (!row) throw notFound('subscriptionNotFound', { id });
  return subscriptionWire(ctx, row);
};
