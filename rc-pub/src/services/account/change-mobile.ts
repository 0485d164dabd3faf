/**
 * POST /rc-pub/api/changeMobile { mobileNo, code } (token; docs/product/members.md#account-security): moves the member to a new number,
 * proved by a 'changeMobile' code sent to that number; a number another member has is refused.
 */
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
 * @throws RcPubError 401 (no session), 400 (phoneFormat, sameMobile, mobileTaken, SMS code errors).
 */
export const changeMobile: Verb<{ mobileNo: string; code: string }, LoginMemberWire> = async ({ ctx, input }) => {
  const now = new Date();
  const me = await requireMember(ctx, now);
  const mobileNo = checkMobile(ctx, input.mobileNo);
  const member = await findMemberById(ctx.db, me.memberId);
  if (!member) throw unauthenticated(true);
  if (member.mobileNo === mobileNo) throw badRequest('sameMobile');
  if (await findMemberByMobile(ctx.db, mobileNo)) throw badRequest('mobileTaken');
  await useCode(ctx, mobileNo, 'changeMobile', input.code, now);
  if (!(await updateMobile(ctx.db, member.id, mobileNo))) throw badRequest('mobileTaken');
  return { mobileNo, headPicture: headPictureUrl(member.headPictureFileId) };
};
