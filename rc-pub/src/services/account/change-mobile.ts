/**
 * POST /rc-pub/api/changeMobile { mobileNo, code } (token; docs/product/members.md#account-security): moves the member to a new number,
 * proved by a 'changeMobile' code sent to that number; a number another member has is refused, and told only after
 * that code was used (docs/product/members.md#who-is-a-member). While wrong passwords lock password login
 * (accounts/password-guard.ts) the number cannot be changed either.
 */
import { assertPasswordLoginAllowed } from '../../accounts/password-guard.js';
import { useCode } from '../../accounts/codes.js';
import { checkMobile } from '../../accounts/rules.js';
import { headPictureUrl } from '../../accounts/sessions.js';
import type { LoginMemberWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { requireMember, unauthenticated } from '../../accounts/member-auth.js';
import { findMemberById, findMemberByMobile, updateMobile } from '../../repositories/members.js';

/**
 * Uses the code and changes the number; the member with the new number (the gateway's new user name).
 * @throws RcPubError 401 (no session), 400 (phoneFormat, sameMobile, SMS code errors, then mobileTaken), 429
 *   tooManyPasswordFailures.
 */
export const changeMobile: Verb<{ mobileNo: string; code: string }, LoginMemberWire> = async ({ ctx, input }) => {
  const now = new Date();
  const me = await requireMember(ctx, now);
  const mobileNo = checkMobile(ctx, input.mobileNo);
  const member = await findMemberById(ctx.db, me.memberId);
  if (!member) throw unauthenticated(true);
  assertPasswordLoginAllowed(member, now);
  if (member.mobileNo === mobileNo) throw badRequest('sameMobile');
  await useCode(ctx, mobileNo, 'changeMobile', input.code, now);
  if (await findMemberByMobile(ctx.db, mobileNo)) throw badRequest('mobileTaken');
  if (!(await updateMobile(ctx.db, member.id, mobileNo))) throw badRequest('mobileTaken');
  return { mobileNo, headPicture: headPictureUrl(member.headPictureFileId) };
};
