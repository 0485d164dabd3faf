/**
 * Request bodies and queries of the alert routes (shapes of rc-pub/src/contract/alerts.ts). The rules that
 * need the database or give their own texts (address format, keywords, journal, column) are checked by the verbs.
 */
import { Type } from '@fastify/type-provider-typebox';
import {
  EMAIL_CODE_PURPOSES,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPES,
} from '../../contract/alerts.js';
import { Id } from '../params.js';

const literals = <const V extends readonly string[]>(values: V, description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  );

/** The address (format checked by the verb: at most 254 characters, one @, a dotted domain). */
export const EmailField = () => Type.String({ maxLength: 320, description: 'email address' });
/** The subscription type (docs/product/alerts.md#subscription-types). */
export const SubscriptionTypeField = () =>
  literals(SUBSCRIPTION_TYPES, 'current (new issue), onlineFirst, keywords or column');
const language = () => literals(['zh', 'en'] as const, "the mail's language");
const frequency = () => literals(SUBSCRIPTION_FREQUENCIES, 'immediate, daily or weekly (Mondays)');
const optionalId = (description: string) => Type.Optional(Type.Union([Id(description), Type.Null()]));

export const sendEmailCodeBody = Type.Object({
  email: EmailField(),
  purpose: literals(EMAIL_CODE_PURPOSES, 'subscribe (double opt-in) or verifyEmail (token needed)'),
  siteId: Type.Optional(Id("the site the request comes from: the mail's sender name")),
});

export const subscribeBody = Type.Object({
  email: EmailField(),
  code: Type.Optional(
    Type.String({ maxLength: 16, description: 'the mailed code; omitted by a member whose verified email it is' }),
  ),
  type: SubscriptionTypeField(),
  value: Type.Optional(
    Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], {
      description: "keywords separated by ';' or '；' (keywords) or the column name (column)",
    }),
  ),
  publicationId: optionalId('the journal (current, onlineFirst, column; or the scope of keywords)'),
  siteId: optionalId('the site it is made on; the scope of keywords without publicationId'),
  language: language(),
  frequency: frequency(),
});

export const isSubscribeQuery = {
  type: SubscriptionTypeField(),
  value: Type.Optional(Type.String({ maxLength: 1000, description: 'keywords or the column name' })),
  publicationId: Type.Optional(Id('the journal')),
  siteId: Type.Optional(Id('the site (scope of a site-wide keyword alert)')),
};

export const updateSubscribeBody = Type.Object({
  id: Id('the alert id'),
  status: Type.Optional(literals(SUBSCRIPTION_STATUSES, 'active or paused')),
  frequency: Type.Optional(frequency()),
  language: Type.Optional(language()),
});

export const unSubscribeBody = Type.Object({
  id: Type.Optional(Id("one of the member's alerts (token)")),
  token: Type.Optional(Type.String({ maxLength: 200, description: "the token of a mail's unsubscribe link" })),
});

export const verifyEmailBody = Type.Object({
  email: EmailField(),
  code: Type.String({ maxLength: 16, description: 'the code mailed with purpose verifyEmail' }),
});
