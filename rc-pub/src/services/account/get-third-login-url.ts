/**
 * GET /rc-pub/api/getUmtLoginUrl?redirectUri= (docs/product/members.md#third-party-login; site flag umtFlag): starts third-party login. The
 * state, PKCE verifier and nonce stay on the server (oidc_pending), single use, STATE_TTL_MS.
 */
import {
  callbackUri,
  handleHash,
  portalPath,
  requireOidc,
  STATE_TTL_MS,
  type StatePayload,
} from '../../accounts/third-party.js';
import type { ThirdLoginUrlWire } from '../../contract/account.js';
import { EnvelopeStatus } from '../../contract/errors.js';
import type { Verb } from '../../lib/context.js';
import { RcPubError } from '../../lib/errors.js';
import { insertPending } from '../../repositories/oidc-pending.js';

/**
 * The provider's authorisation URL (code flow, PKCE S256, state, nonce) and its state.
 * @throws RcPubError 10005 thirdPartyOff (not configured), 400 thirdRedirectInvalid (redirectUri not a portal path),
 *   400 thirdRedirectUnknown (no OIDC_REDIRECT_URI and no portal origin), 503 thirdProviderUnavailable (discovery).
 */
export const getThirdLoginUrl: Verb<{ redirectUri?: string }, ThirdLoginUrlWire> = async ({ ctx, input }) => {
  const oidc = requireOidc(ctx);
  const redirect = portalPath(input.redirectUri);
  const callback = callbackUri(ctx, oidc);
  let request: Awaited<ReturnType<typeof oidc.authorize>>;
  try {
    request = await oidc.authorize(callback);
  } catch (err) {
    ctx.log.warn({ err }, 'OpenID Connect discovery failed');
    throw new RcPubError(EnvelopeStatus.UNAVAILABLE, 'thirdProviderUnavailable', { provider: oidc.name });
  }
  const now = new Date();
  const payload: StatePayload = {
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    callbackUri: callback,
    redirect,
  };
  await insertPending(
    ctx.db,
    {
      handleHash: handleHash(ctx, 'state', request.state),
      kind: 'state',
      payload,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    },
    now,
  );
  return { url: request.url, state: request.state };
};
