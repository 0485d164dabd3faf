/**
 * EmailAlert: an email alert as its owner sees it (subscribeList, docs/product/alerts.md#managing-alerts; rc-pub's subscription). The
 * parent is rc-pub's SubscriptionWire (codegen mapper); `keywords` come split from the wire, `column` is the wire
 * `value` of a COLUMN alert. Other fields are the wire's own.
 */
import type { EmailAlertResolvers } from '../../__generated__/resolvers.js';

export const EmailAlert: EmailAlertResolvers = {
  column: (s) => (s.type === 'column' ? s.value : null),
  keywords: (s) => s.keywords,
};
