/**
 * POST /rc-pub/front/frontMembers/verifyEmail { email, code } (token): the member proves an address with the
 * code mailed to it (purpose verifyEmail); it becomes their email, marked verified, so their alerts to it need no code
 * and the alerts made to it before are listed as theirs.
 */
import { normalizeEmail, useEmailCode } from '../../alerts/codes.js';
import type { MemberInfoWire } from '../../contract/account.js';
import type { VerifyEmailBody } from '../../contract/alerts.js';
import type { Verb } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { setVerifiedEmail } from '../../repositories/members.js';
import { memberInfo } from '../account/member-info.js';

/**
 * The member's profile with the verified email.
 * @throws RcPubError 401 without a live session; 400 emailFormat, emailCodeWrong/Expired/Invalid.
 */
export const verifyEmail: Verb<VerifyEmailBody, MemberInfoWire> = async ({ ctx, input }) => {
  const now = new Date();
  const me = await requireMember(ctx, now);
  const email = normalizeEmail(input.email);
  await useEmailCode(ctx, email, 'verifyEmail', input.code, now);
  await setVerifiedEmail(ctx.db, me.memberId, email, now);
  return memberInfo({ ctx, input: {} });
};
