/**
 * Session expiry in the browser (SPEC §4 'a 401 response clears the session and redirects to login'; §8 'Status 401
 * clears the userName and commonToken cookies and shows the server message for 2 s. The user then goes to login
 * after 1.1 s'; issue 11). The gateway answers an ended session with a GraphQL error whose `extensions.code` is
 * UNAUTHENTICATED (and clears its cookies); {@link sessionExpiryLink} handles it for every operation in one place.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { showToast } from '../components/toast/toast.js';
import { clearSessionCookies, currentPath, loginHref } from './session.js';

/** SPEC §8: how long the server's message stays, in ms. */
export const EXPIRY_TOAST_MS = 2000;
/** SPEC §8: delay before going to the login page, in ms. */
export const EXPIRY_REDIRECT_MS = 1100;

let pending = false;

/**
 * Ends the page's session once (later calls while the redirect is pending do nothing): clears the client's session
 * cookies, shows `message` as an error toast for 2 s, then opens `/login?lang={lang}&redirect={this page}` after 1.1 s.
 */
export function endExpiredSession(message: string, lang: string): void {
  if (pending) return;
  pending = true;
  clearSessionCookies();
  showToast(message, 'error', EXPIRY_TOAST_MS);
  window.setTimeout(() => window.location.assign(loginHref(lang, currentPath())), EXPIRY_REDIRECT_MS);
}

/** True when `code` is the gateway's code for a missing or ended member session. */
export function isUnauthenticated(code: unknown): boolean {
  return code === 'UNAUTHENTICATED';
}

/** An Apollo link that ends the session on the first UNAUTHENTICATED error of any operation (`lang`: page language). */
export function sessionExpiryLink(lang: () => string) {
  return onError(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const expired = error.errors.find((e) => isUnauthenticated(e.extensions?.code));
    if (expired) endExpiredSession(expired.message, lang());
  });
}
