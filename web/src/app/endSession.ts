/**
 * What the page does when its member session has ended (docs/product/calls-and-errors.md#session-expiry; loaded by sessionExpiry.ts when the gateway first
 * answers UNAUTHENTICATED): clear the client's session cookies, show the server's message for 2 s, go to login
 * after 1.1 s.
 */
import { showToast } from '../components/toast/toast.js';
import { clearSessionCookies, currentPath, loginHref } from './session.js';

/** How long the server's message stays, in ms. */
export const EXPIRY_TOAST_MS = 2000;
/** Delay before going to the login page, in ms. */
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
