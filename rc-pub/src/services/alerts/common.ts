/**
 * What the alert verbs share: the wire form of a subscription and who the calling member is as an owner of
 * subscriptions (their account and their verified email). Not a verb.
 */
import { storedKeywords } from '../../alerts/rules.js';
import type {
  SubscriptionFrequency,
  SubscriptionStatus,
  SubscriptionType,
  SubscriptionWire,
} from '../../contract/alerts.js';
import type { ServiceCtx } from '../../lib/context.js';
import { type MemberAuth, requireMember, unauthenticated } from '../../accounts/member-auth.js';
import { findMemberById, type MemberRow } from '../../repositories/members.js';
import type { SubscriptionOwner, SubscriptionWithJournal } from '../../repositories/subscriptions.js';

/** The member's email, lower-cased, when it was proved by a mailed code; else null. */
export function verifiedEmailOf(m: Pick<MemberRow, 'email' | 'emailVerifiedAt'>): string | null {
  return m.email && m.emailVerifiedAt ? m.email.trim().toLowerCase() : null;
}

/** The calling member as the owner of subscriptions. @throws RcPubError 401 without a live session. */
export async function requireOwner(ctx: ServiceCtx, now: Date = new Date()): Promise<SubscriptionOwner> {
  const me: MemberAuth = await requireMember(ctx, now);
  const m = await findMemberById(ctx.db, me.memberId);
  if (!m) throw unauthenticated(true);
  return { memberId: me.memberId, verifiedEmail: verifiedEmailOf(m) };
}

/** A subscription as its owner sees it, the journal's title in the request's language (else the other). */
export function subscriptionWire(ctx: ServiceCtx, s: SubscriptionWithJournal): SubscriptionWire {
  const title = ctx.lang === 'en' ? s.titleEn || s.titleZh : s.titleZh || s.titleEn;
  const type = s.type as SubscriptionType;
  return {
    id: s.id,
    email: s.email,
    type,
    value: s.value,
    keywords: type === 'keywords' ? storedKeywords(s.value) : [],
    publicationId: s.publicationId,
    publicationTitle: s.publicationId === null ? '' : title,
    siteId: s.siteId,
    language: s.language === 'en' ? 'en' : 'zh',
    frequency: s.frequency as SubscriptionFrequency,
    status: s.status as SubscriptionStatus,
    createdAt: s.createdAt.toISOString(),
  };
}
