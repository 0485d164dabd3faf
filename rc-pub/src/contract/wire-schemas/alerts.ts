/**
 * TypeBox schemas of the email alert wire shapes (rc-pub/src/contract/alerts.ts; subscribe, isSubscribe,
 * unSubscribe, subscribeList of docs/product/calls-and-errors.md#email-alerts). The wire types are their static types (`Static<typeof …Schema>`), exported beside them.
 */
import { type Static, Type } from 'typebox';
import { SUBSCRIPTION_TYPES, SUBSCRIPTION_FREQUENCIES, SUBSCRIPTION_STATUSES } from '../enums.js';
import { NullableInteger, NullableString, StringEnum } from './common.js';

const subscriptionType = () =>
  StringEnum(
    SUBSCRIPTION_TYPES,
    "what it watches (docs/product/alerts.md#subscription-types): current, onlineFirst, keywords (';'), column",
  );

/** EmailCodeSentWire: a code was mailed. */
export const EmailCodeSentSchema = Type.Object(
  {
    resendAfterSeconds: Type.Integer({ description: 'seconds before another code may be asked for this address' }),
    validForSeconds: Type.Integer({ description: 'seconds the code stays valid' }),
  },
  { title: 'EmailCodeSentWire', description: 'A 6-digit code was mailed to the address' },
);

/** sendEmailCode's answer: when the next code may be asked for, and how long this one is valid (seconds). */
export type EmailCodeSentWire = Static<typeof EmailCodeSentSchema>;

/** SubscriptionWire: one alert as its owner sees it. */
export const SubscriptionSchema = Type.Object(
  {
    id: Type.Integer({ description: 'subscription id' }),
    email: Type.String({ description: 'the address mail goes to (lower-cased)' }),
    type: subscriptionType(),
    value: NullableString("keywords joined by ';' (keywords) or the column name (column); null otherwise"),
    keywords: Type.Array(Type.String(), { description: 'the keywords of a keywords alert, in order; [] otherwise' }),
    publicationId: NullableInteger('the journal it watches; null when it spans every journal of siteId'),
    publicationTitle: Type.String({
      description: "the journal's title in the request's language, else the other; '' when it spans a site",
    }),
    siteId: NullableInteger('the site it was made on (mail links and sender name); null when not given'),
    language: StringEnum(['zh', 'en'] as const, "the mail's language"),
    frequency: StringEnum(SUBSCRIPTION_FREQUENCIES, 'immediate, daily digest or weekly digest (Mondays)'),
    status: StringEnum(SUBSCRIPTION_STATUSES, 'active (mails) or paused (mails nothing)'),
    createdAt: Type.String({ description: 'when it was made, ISO 8601' }),
  },
  { title: 'SubscriptionWire', description: 'An email alert (subscribeList, docs/product/alerts.md#managing-alerts)' },
);

/** One subscription as its owner sees it (subscribeList, subscribe's answer). */
export type SubscriptionWire = Static<typeof SubscriptionSchema>;

/** The member's alerts (subscribeList). */
export const SubscriptionListSchema = Type.Array(SubscriptionSchema, {
  description: "the member's alerts, newest first",
});

/** IsSubscribedWire: whether the member has an alert on a target. */
export const IsSubscribedSchema = Type.Object(
  {
    subscribed: Type.Boolean({ description: 'true when the member has an alert on this target (visitors: false)' }),
    id: NullableInteger('the alert id when subscribed; else null'),
  },
  { title: 'IsSubscribedWire', description: "What an 'alert me' button shows" },
);

/**
 * GET /rc-pub/front/frontMembers/isSubscribe ?type=&value=&publicationId=&siteId= (token) → IsSubscribedWire: whether
 * the member has a subscription to this target (visitors: subscribed false).
 */
export type IsSubscribedWire = Static<typeof IsSubscribedSchema>;

/** UnsubscribedWire: what an unsubscribe removed. */
export const UnsubscribedSchema = Type.Object(
  {
    id: Type.Integer({ description: 'id of the alert that ended' }),
    type: subscriptionType(),
    email: Type.String({ description: 'the address it mailed' }),
  },
  { title: 'UnsubscribedWire', description: 'The alert that ended (Unsubscription successfully)' },
);

/** What an unsubscribe removed (for the page that confirms it). */
export type UnsubscribedWire = Static<typeof UnsubscribedSchema>;
