/**
 * What the personal centre does with a failed mutation or upload (docs/product/calls-and-errors.md#how-pages-show-errors): UNAUTHENTICATED (the session ended)
 * clears the session cookies, shows the server's message and goes to /login after 1.1 s; BAD_REQUEST, NOT_FOUND and
 * RATE_LIMITED show the gateway's readable message; anything else the generic 'Data acquisition failed'.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLang } from '../../app/lang.js';
import { clearSessionCookies } from '../../app/session.js';
import { showToast } from '../../components/toast/toast.js';
import { pm } from './messages.js';
import { loginHref } from './nav.js';

/** After a 401 the page goes to login this many ms later (docs/product/members.md#session-expiry). */
export const LOGIN_DELAY_MS = 1100;

/** Codes whose message the gateway makes readable for the page. */
const READABLE = new Set(['BAD_REQUEST', 'NOT_FOUND', 'RATE_LIMITED', 'UNAUTHENTICATED']);

/** A failure the page reports: its code (INTERNAL when unknown) and the gateway's message. */
export interface Failure {
  code: string;
  message: string;
}

/** The code and message of an Apollo error (or an Error from the upload). */
export function failureOf(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : 'INTERNAL';
    return { code, message: first?.message ?? '' };
  }
  if (error instanceof UploadError) return { code: error.code, message: error.message };
  return { code: 'INTERNAL', message: '' };
}

/** A refused upload (the envelope's code and readable message). */
export class UploadError extends Error {
  /** The envelope's error code (UNAUTHENTICATED, BAD_REQUEST, …). */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Reports a failure as docs/product/calls-and-errors.md#how-pages-show-errors says; returns the handler for a component. */
export function useFailure(): (error: unknown) => void {
  const intl = useIntl();
  const lang = useLang();
  const location = useLocation();
  return (error: unknown) => {
    const { code, message } = failureOf(error);
    if (code === 'UNAUTHENTICATED') {
      clearSessionCookies();
      showToast(message || intl.formatMessage(pm.loginAgain), 'error');
      const to = loginHref(location.pathname + location.search, lang);
      window.setTimeout(() => window.location.assign(to), LOGIN_DELAY_MS);
      return;
    }
    showToast(READABLE.has(code) && message ? message : intl.formatMessage(pm.failed), 'error');
  };
}
