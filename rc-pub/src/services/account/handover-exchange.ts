/**
 * POST /rc-pub/front/frontMembers/handover/exchange { code } (docs/product/members.md#token-hand-over): spends a
 * hand-over code once and starts a new session of its member (method `handover`), answering the login result. The
 * code is spent by one conditional UPDATE, so of two exchanges at once exactly one starts a session. The new session
 * joins the issuing session's family, so a logout in either ends both (docs/product/members.md#logout).
 */
import { hashToken } from '../../accounts/member-auth.js';
import { startSession } from '../../accounts/sessions.js';
import type { LoginResultWire } from '../../contract/account.js';
import type { HandoverExchangeBody } from '../../contract/handover.js';
import type { Verb } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { spendHandoverCode } from '../../repositories/handover-codes.js';
import { findSessionById } from '../../repositories/member-sessions.js';
import { findMemberById } from '../../repositories/members.js';

/** A code as {@link createHandover} issues them (43 base64url characters); anything else is refused unread. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Exchanges `input.code` at the current time.
 * @throws RcPubError 400 handoverInvalid when the code is malformed, unknown (a session token is not a code),
 *   already spent, expired, or its member is gone.
 */
export const exchangeHandover: Verb<HandoverExchangeBody, LoginResultWire> = async ({ ctx, input }) => {
  const now = new Date();
  const code = input.code.trim();
  if (!CODE_SHAPE.test(code)) throw badRequest('handoverInvalid');
  const spent = await spendHandoverCode(ctx.db, hashToken(code), now);
  if (!spent) throw badRequest('handoverInvalid');
  const member = await findMemberById(ctx.db, spent.memberId);
  if (!member) throw badRequest('handoverInvalid');
  // the issuing session still lives (its codes die with it): the new one joins its family
  const parent = await findSessionById(ctx.db, spent.sessionId);
  if (!parent) throw badRequest('handoverInvalid');
  return startSession(ctx, member, 'handover', now, ctx.db, { parentId: parent.id, familyId: parent.familyId });
};
