/**
 * Shared pieces of third-party login (getUmtLoginUrl, loginByThirdLoginUrl, thirdBind; docs/product/members.md#third-party-login): the
 * single-use handles (authorisation state, bind ticket) kept in `oidc_pending` under an HMAC of the handle (so the
 * table alone cannot replay them), their lifetimes and payloads, and the portal path rule of `redirectUri`.
 */
import { createHmac } from 'node:crypto';
import type { ServiceCtx } from '../lib/context.js';
import { RcPubError, badRequest } from '../lib/errors.js';
import { EnvelopeStatus } from '../contract/errors.js';
import { isPortalPath } from '../contract/portal-path.js';
import type { OidcClient } from './oidc.js';

/** An authorisation request is answered within this time (10 minutes), once. */
export const STATE_TTL_MS = 10 * 60_000;
/** A bind ticket is used within this time (10 minutes: enough to ask for and type an SMS code), once. */
export const TICKET_TTL_MS = 10 * 60_000;

/** What an authorisation state remembers. */
export interface StatePayload {
  nonce: string;
  codeVerifier: string;
  /** The redirect_uri sent to the provider (the token request repeats it). */
  callbackUri: string;
  /** Portal path to return to. */
  redirect: string;
}

/** What a bind ticket remembers: the identity waiting for a mobile account. */
export interface TicketPayload {
  issuer: string;
  subject: string;
  displayName: string | null;
  redirect: string;
}

/** The key a handle is stored under: HMAC-SHA-256 (hex) with the ticket secret of the account kit. */
export function handleHash(ctx: ServiceCtx, kind: 'state' | 'ticket', handle: string): string {
  return createHmac('sha256', ctx.accounts.ticketSecret).update(`${kind}\n${handle}`).digest('hex');
}

/** The configured relying party. @throws RcPubError 10005 thirdPartyOff when OIDC_* is unset. */
export function requireOidc(ctx: ServiceCtx): OidcClient {
  const oidc = ctx.accounts.oidc;
  if (!oidc) throw new RcPubError(EnvelopeStatus.NOT_CONFIGURED, 'thirdPartyOff');
  return oidc;
}

/**
 * The portal path to return to: `/` when absent; a path of this portal (contract isPortalPath), so the login cannot
 * be turned into an open redirect.
 * @throws RcPubError 400 thirdRedirectInvalid.
 */
export function portalPath(redirect: string | undefined): string {
  if (redirect === undefined || redirect === '') return '/';
  if (!isPortalPath(redirect)) throw badRequest('thirdRedirectInvalid');
  return redirect;
}

/**
 * The redirect_uri to register and send: OIDC_REDIRECT_URI, else `<portal origin>/oidc/callback` of the calling page
 * (the gateway's x-portal-origin header). @throws RcPubError 400 thirdRedirectUnknown when neither is known.
 */
export function callbackUri(ctx: ServiceCtx, oidc: OidcClient): string {
  if (oidc.redirectUri) return oidc.redirectUri;
  if (!ctx.portalOrigin) throw badRequest('thirdRedirectUnknown');
  return `${ctx.portalOrigin}/oidc/callback`;
}
