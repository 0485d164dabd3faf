/**
 * Wire shapes of email alerts (docs/product/alerts.md: a subscription requires a valid email, a verification code and
 * a type; the subscription types; /front/frontMembers/subscribe, isSubscribe, unSubscribe, subscribeList of
 * docs/product/calls-and-errors.md#email-alerts; 'Submitted successfully', 'Subscription successfully',
 * 'Unsubscription successfully'). The request shapes of sendEmailCode and subscribe are fixed (other tools call
 * them); the rest is described in the OpenAPI
 * document like every route.
 */
import type { EmailCodeSentWire, IsSubscribedWire, SubscriptionWire, UnsubscribedWire } from './wire-schemas/alerts.js';
import type { SubscriptionType, SubscriptionFrequency, SubscriptionStatus } from './enums.js';
export {
  SUBSCRIPTION_TYPES,
  type SubscriptionType,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFrequency,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from './enums.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type { EmailCodeSentWire, IsSubscribedWire, SubscriptionWire, UnsubscribedWire };

/** What a mailed code is for: a subscription's double opt-in, or a member proving their address. */
export const EMAIL_CODE_PURPOSES = ['subscribe', 'verifyEmail'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/** Keyword rules of a keywords subscription: at most 10, each at most 50 characters, separated by ';' or '；'. */
export const MAX_SUBSCRIPTION_KEYWORDS = 10;
export const MAX_SUBSCRIPTION_KEYWORD_LENGTH = 50;

/**
 * POST /rc-pub/api/sendEmailCode `{ email, purpose }` (header `captcha`: a solved ALTCHA payload, as for SMS):
 * mails a 6-digit code. Limits per address (one per 60 s, 10 a day) and per IP answer 429.
 */
export interface SendEmailCodeBody {
  email: string;
  purpose: EmailCodePurpose;
}

/**
 * POST /rc-pub/front/frontMembers/subscribe. `value`: the keywords (keywords) or the column name (column), else
 * omitted. `publicationId`: the journal (required for current, onlineFirst and column; omitted for keywords = every
 * journal of `siteId`). A visitor sends `email` and `code` (from sendEmailCode, purpose subscribe); a member whose
 * verified email it is sends the token header and no code. Subscribing again to the same target updates language and
 * frequency and makes it active.
 */
export interface SubscribeBody {
  email: string;
  code?: string;
  type: SubscriptionType;
  value?: string | null;
  publicationId?: number | null;
  siteId?: number | null;
  language: 'zh' | 'en';
  frequency: SubscriptionFrequency;
}

/**
 * POST /rc-pub/front/frontMembers/unSubscribe `{ id }` (token: one of the member's) or `{ token }` (the signed token of
 * a mail's unsubscribe link; no login) → UnsubscribedWire.
 */
export interface UnsubscribeBody {
  id?: number;
  token?: string;
}

/** POST /rc-pub/front/frontMembers/updateSubscribe `{ id, status?, frequency?, language? }` (token) → SubscriptionWire. */
export interface UpdateSubscriptionBody {
  id: number;
  status?: SubscriptionStatus;
  frequency?: SubscriptionFrequency;
  language?: 'zh' | 'en';
}

/** POST /rc-pub/front/frontMembers/verifyEmail `{ email, code }` (token; code purpose verifyEmail) → MemberInfoWire. */
export interface VerifyEmailBody {
  email: string;
  code: string;
}
