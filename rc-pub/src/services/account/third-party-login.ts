/**
 * POST /rc-pub/api/loginByThirdLoginUrl { callbackUrl, state } ('User not found, please bind
 * first.'; docs/product/members.md#third-party-login): uses the state once, exchanges the code with the provider (openid-client: state, PKCE, nonce, ID token),
 * then signs in the member the identity is bound to, or hands out a bind ticket for thirdBind.
 */
import { randomBytes } from 'node:crypto';
import { startSession } from '../../accounts/sessions.js';
import {
  handleHash,
  requireOidc,
  type StatePayload,
  TICKET_TTL_MS,
  type TicketPayload,
} from '../../accounts/third-party.js';
import type { BindTicketWire, ThirdLoginResultWire } from '../../contract/account.js';
import { EnvelopeStatus } from '../../contract/errors.js';
import type { Verb } from '../../lib/context.js';
import { RcPubError, badRequest } from '../../lib/errors.js';
import { findIdentity } from '../../repositories/member-identities.js';
import { findMemberById } from '../../repositories/members.js';
import { insertPending, takePending } from '../../repositories/oidc-pending.js';

/**
 * @throws RcPubError 10005 thirdPartyOff; 400 thirdStateInvalid (unknown, used or expired state);
 *   400 thirdProviderFailed (the provider refused, or its answer failed a check); 10004 userNotBound with data
 *   BindTicketWire (nobody bound this identity yet).
 */
export const thirdPartyLogin: Verb<{ callbackUrl: string; state: string }, ThirdLoginResultWire> = async ({
  ctx,
  input,
}) => {
  const oidc = requireOidc(ctx);
  const now = new Date();
  const pending = (await takePending(
    ctx.db,
    handleHash(ctx, 'state', input.state),
    'state',
    now,
  )) as StatePayload | null;
  if (!pending) throw badRequest('thirdStateInvalid');
  let callback: URL;
  try {
    // the provider's answer (code, state, iss, or error) on the redirect_uri the request named
    callback = new URL(pending.callbackUri);
    callback.search = new URL(input.callbackUrl, pending.callbackUri).search;
  } catch {
    throw badRequest('thirdProviderFailed', { provider: oidc.name });
  }
  let identity: Awaited<ReturnType<typeof oidc.exchange>>;
  try {
    identity = await oidc.exchange(callback, { state: input.state, ...pending });
  } catch (err) {
    ctx.log.info({ err }, 'OpenID Connect code exchange refused');
    throw badRequest('thirdProviderFailed', { provider: oidc.name });
  }
  const bound = await findIdentity(ctx.db, identity.issuer, identity.subject);
  const member = bound ? await findMemberById(ctx.db, bound.memberId) : undefined;
  if (member) return { ...(await startSession(ctx, member, 'oidc', now)), redirect: pending.redirect };
  const ticket = randomBytes(32).toString('base64url');
  const payload: TicketPayload = { ...identity, redirect: pending.redirect };
  await insertPending(
    ctx.db,
    {
      handleHash: handleHash(ctx, 'ticket', ticket),
      kind: 'ticket',
      payload,
      expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    },
    now,
  );
  const data: BindTicketWire = {
    ticket,
    expiresIn: TICKET_TTL_MS / 1000,
    provider: oidc.name,
    displayName: identity.displayName,
    redirect: pending.redirect,
  };
  throw new RcPubError(EnvelopeStatus.BIND_REQUIRED, 'userNotBound', {}, data);
};
