/**
 * GET /rc-pub/front/frontMembers/isSubscribe ?type=&value=&publicationId=&siteId= (isSubscribe, docs/product/calls-and-errors.md#email-alerts):
 * whether the member has an alert on this target, what an 'alert me' button shows. Visitors: not subscribed.
 */
import { parseKeywords } from '../../alerts/rules.js';
import type { IsSubscribedWire, SubscriptionType } from '../../contract/alerts.js';
import type { Verb } from '../../lib/context.js';
import { optionalMember } from '../../accounts/member-auth.js';
import { findMemberById } from '../../repositories/members.js';
import { findOwnSubscriptionTo } from '../../repositories/subscriptions.js';
import { verifiedEmailOf } from './common.js';

/** Input: the target as subscribe names it (`value`: keywords or the column). */
export interface IsSubscribeInput {
  type: SubscriptionType;
  value?: string | undefined;
  publicationId?: number | undefined;
  siteId?: number | undefined;
}

/** The member's alert on the target (a journal's whatever site it was made on), or not subscribed. Never throws 401. */
export const isSubscribe: Verb<IsSubscribeInput, IsSubscribedWire> = async ({ ctx, input }) => {
  const none: IsSubscribedWire = { subscribed: false, id: null };
  const me = await optionalMember(ctx);
  if (!me) return none;
  const member = await findMemberById(ctx.db, me.memberId);
  if (!member) return none;
  let value: string | null = null;
  if (input.type === 'keywords') {
    try {
      value = parseKeywords(input.value).join(';');
    } catch {
      return none;
    }
  } else if (input.type === 'column') value = input.value?.trim() || null;
  const row = await findOwnSubscriptionTo(
    ctx.db,
    { memberId: member.id, verifiedEmail: verifiedEmailOf(member) },
    { type: input.type, value, publicationId: input.publicationId ?? null, siteId: input.siteId ?? null },
  );
  return row ? { subscribed: true, id: row.id } : none;
};
