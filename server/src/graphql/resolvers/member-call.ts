/**
 * One member call from a resolver (a body status 401 is session expiry, docs/product/members.md#session-expiry: it clears
 * the userName and commonToken cookies). Without a session cookie the call is not made: UNAUTHENTICATED at once.
 */
import { ErrorCode } from 'rc-pub/contract';
import type { GatewayContext } from '../context.js';
import { GatewayError, isGatewayError } from '../../domain/errors.js';
import type { MemberApi } from '../../rc-pub/member-client.js';

/** The UNAUTHENTICATED error of a visitor, in the request's language. */
export function notSignedIn(ctx: GatewayContext): GatewayError {
  return new GatewayError(ErrorCode.UNAUTHENTICATED, ctx.lang === 'zh' ? '请先登录' : 'Please log in first');
}

/**
 * Runs `call` with the member's token.
 * @throws GatewayError UNAUTHENTICATED without a session cookie, or when rc-pub says the session ended (the browser's
 *   session cookies are then cleared); rc-pub's other errors as they come.
 */
export async function memberCall<T>(ctx: GatewayContext, call: (api: MemberApi) => Promise<T>): Promise<T> {
  if (!ctx.token) throw notSignedIn(ctx);
  try {
    return await call(ctx.rcPub.member);
  } catch (e) {
    if (isGatewayError(e, ErrorCode.UNAUTHENTICATED)) ctx.request?.session.end();
    throw e;
  }
}
