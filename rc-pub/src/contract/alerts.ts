/**
 * Wire shapes of email alerts (docs/product/alerts.md: a subscription requires a valid email, a verification code and
 * a type; the subscription types; /front/frontMembers/subscribe, isSubscribe, unSubscribe, subscribeList of
 * docs/product/calls-and-errors.md#email-alerts; 'Submitted successfully', 'Subscription successfully',
 * 'Unsubscription successfully'). The request shapes of sendEmailCode and subscribe are fixed (other tools call
 * them); the rest is described in the OpenAPI
 * document like every route.
 */

/** The subscription types (docs/product/alerts.md#subscription-types): a journal's new issue, its online-first articles, keywords (';'), a column. */
export const SUBSCRIPTION_TYPES = ['current', 'onlineFirst', 'keywords', 'column'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** How often a subscription is mailed: at once, or in a daily or weekly digest. */
export const SUBSCRIPTION_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** A subscription mails (active) or waits (paused: matches made meanwhile are dropped, never mailed later). */
export const SUBSCRIPTION_STATUSES = ['active', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

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

/** sendEmailCode's answer: when the next code may be asked for, and how long this one is valid (seconds). */
export interface EmailCodeSentWire {
  resendAfterSeconds: number;
  validForSeconds: number;
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

/** One subscription as its owner sees it (subscribeList, subscribe's answer). */
export interface SubscriptionWire {
  id: number;
  email: string;
  type: SubscriptionType;
  /** Raw value as stored (keywords joined by ';', or the column name); null for current and onlineFirst. */
  value: string | null;
  /** The keywords of a keywords subscription, split and trimmed; [] otherwise. */
  keywords: string[];
  publicationId: number | null;
  /** Title of the journal in the request's language ('' when the subscription spans a site). */
  publicationTitle: string;
  siteId: number | null;
  language: 'zh' | 'en';
  frequency: SubscriptionFrequency;
  status: SubscriptionStatus;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * GET /rc-pub/front/frontMembers/isSubscribe ?type=&value=&publicationId=&siteId= (token) → IsSubscribedWire: whether
 * the member has a subscription to this target (visitors: subscribed false).
 */
export interface IsSubscribedWire {
  subscribed: boolean;
  /** The subscription's id when subscribed. */
  id: number | null;
}

/**
 * POST /rc-pub/front/frontMembers/unSubscribe `{ id }` (token: one of the member's) or `{ token }` (the signed token of
 * a mail's unsubscribe link; no login) → UnsubscribedWire.
 */
export interface UnsubscribeBody {
  id?: number;
  token?: string;
}

/** What an unsubscribe removed (for the page that confirms it). */
export interface UnsubscribedWire {
  id: number;
  type: SubscriptionType;
  email: string;
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
