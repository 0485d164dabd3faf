/**
 * Session expiry in the browser (docs/product/members.md#session-expiry: a 401 clears the userName and commonToken
 * cookies and shows the server message for 2 s; the reader then goes to login after 1.1 s). The gateway answers an ended session with a GraphQL error whose `extensions.code` is
 * UNAUTHENTICATED (and clears its cookies); {@link sessionExpiryLink} watches every operation's answer for it in one
 * place and then loads the rest (endSession.ts: cookies, toast, redirect), which visitors' pages never need.
 */
import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

/** True when `code` is the gateway's code for a missing or ended member session. */
export function isUnauthenticated(code: unknown): boolean {
  return code === 'UNAUTHENTICATED';
}

/** An Apollo link that ends the session on the first UNAUTHENTICATED error of any operation (`lang`: page language). */
export function sessionExpiryLink(lang: () => string): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const expired = result.errors?.find((e) => isUnauthenticated(e.extensions?.code));
        if (expired) void import('./endSession.js').then((m) => m.endExpiredSession(expired.message, lang()));
        return result;
      }),
    ),
  );
}
