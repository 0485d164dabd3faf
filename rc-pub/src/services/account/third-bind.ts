/**
 * POST /rc-pub/api/thirdBind { ticket, mobileNo, code } (docs/product/members.md#account-binding): binds the identity of a
 * bind ticket to the registered member of `mobileNo`, proven by a 'login' SMS code (binding signs in, as an SMS login
 * does), and signs in. Register-less: an unknown number answers 'User not found, please register first.'.
 */
import { useCode } from '../../accounts/codes.js';
import { checkMobile } from '../../accounts/rules.js';
import { startSession } from '../../accounts/sessions.js';
import { handleHash, requireOidc, type TicketPayload } from '../../accounts/third-party.js';
import type { ThirdLoginResultWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { bindIdentity } from '../../repositories/member-identities.js';
import { findMemberByMobile } from '../../repositories/members.js';
import { peekPending, takePending } from '../../repositories/oidc-pending.js';

/**
 * The ticket is checked before the code (a dead ticket burns no code), the member after it (an unknown number is
 * told only to whoever holds its code), and the ticket is used once, with the binding and the new
 * session, in one transaction.
 * @throws RcPubError 10005 thirdPartyOff; 400 bindTicketInvalid (unknown, used or expired); 400 phone format and SMS
 *   code errors; 404 userNotRegistered; 400 identityBoundElsewhere (another member bound it meanwhile).
 */
export const thirdBind: Verb<{ ticket: string; mobileNo: string; code: string }, ThirdLoginResultWire> = async ({
  ctx,
  input,
}) => {
  requireOidc(ctx);
  const now = new Date();
  const key = handleHash(ctx, 'ticket', input.ticket);
  if (!(await peekPending(ctx.db, key, 'ticket', now))) throw badRequest('bindTicketInvalid');
  const mobileNo = checkMobile(ctx, input.mobileNo);
  await useCode(ctx, mobileNo, 'login', input.code, now);
  // told only now that the code proved the number is the caller's (docs/product/members.md#who-is-a-member)
  const member = await findMemberByMobile(ctx.db, mobileNo);
  if (!member) throw notFound('userNotRegistered');
  return ctx.db.transaction(async (tx) => {
    const ticket = (await takePending(tx, key, 'ticket', now)) as TicketPayload | null;
    if (!ticket) throw badRequest('bindTicketInvalid');
    const owner = await bindIdentity(tx, {
      memberId: member.id,
      issuer: ticket.issuer,
      subject: ticket.subject,
      displayName: ticket.displayName,
      createdAt: now,
    });
    if (owner !== member.id) throw badRequest('identityBoundElsewhere');
    return { ...(await startSession(ctx, member, 'oidc', now, tx)), redirect: ticket.redirect };
  });
};
