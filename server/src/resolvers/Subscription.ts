/**
 * Subscription: an email alert as its owner sees it (issue 10; SPEC §7 subscribeList). The parent is rc-pub's
 * SubscriptionWire; `keywords` come split from the wire, `column` is the wire `value` of a COLUMN alert. Other fields
 * are the wire's own.
 *
 * Typed here rather than with the generated SubscriptionResolvers: GraphQL Code Generator takes a type named
 * `Subscription` for the subscription root and types its fields as subscribe/resolve pairs, although the schema
 * (schema/common.graphql `schema { query mutation }`) has no subscription root and graphql-tools attaches these as
 * plain field resolvers.
 */
import type { SubscriptionWire } from 'rc-pub/contract';

/** Plain field resolvers of Subscription. */
export interface SubscriptionFieldResolvers {
  column(s: SubscriptionWire): string | null;
  keywords(s: SubscriptionWire): string[];
}

export const Subscription: SubscriptionFieldResolvers = {
  column: (s) => (s.type === 'column' ? s.value : null),
  keywords: (s) => s.keywords,
};
