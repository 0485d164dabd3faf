/** What the member widgets show for a failed call (docs/product/calls-and-errors.md#how-pages-show-errors). */
import { CombinedGraphQLErrors } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { isUnauthenticated } from '../../app/sessionExpiry.js';
import { memberMessages as m } from './messages.js';

/**
 * The toast text for `error`: the server's message for a GraphQL error, 'Data acquisition failed' for a network
 * failure; null for an ended session, which the Apollo link already reports (app/sessionExpiry.ts).
 */
export function errorText(error: unknown, intl: IntlShape): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((e) => isUnauthenticated(e.extensions?.code))) return null;
    return error.errors[0]?.message ?? intl.formatMessage(m.loadFailed);
  }
  return intl.formatMessage(m.loadFailed);
}
