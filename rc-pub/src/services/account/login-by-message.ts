/**
 * POST /rc-pub/api/loginByMessage { mobileNo, code } + captcha header (docs/product/members.md#sms-login): login with a
 * 'login' SMS code. Whether the number has an account is told only after its code is used, so the answer reveals
 * membership only to whoever holds the number (docs/product/members.md#who-is-a-member).
 */
import { spendCaptcha } from '../../accounts/captcha.js';
import { useCode } from '../../accounts/codes.js';
import { checkMobile } from '../../accounts/rules.js';
import { startSession } from '../../accounts/sessions.js';
import type { LoginResultWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { clearPasswordFailures, findMemberByMobile } from '../../repositories/members.js';

/**
 * Spends the captcha, uses the code and starts a session; wrong passwords counted so far are forgotten.
 * @throws RcPubError 400 (phone format, captcha, SMS code errors), 404 userNotRegistered after a good code
 *   (docs/product/members.md#sms-login).
 */
export const loginByMessage: Verb<{ mobileNo: string; code: string }, LoginResultWire> = async ({ ctx, input }) => {
  const now = new Date();
  const mobileNo = checkMobile(ctx, input.mobileNo);
  await spendCaptcha(ctx, now);
  await useCode(ctx, mobileNo, 'login', input.code, now);
  const member = await findMemberByMobile(ctx.db, mobileNo);
  if (!member) throw notFound('userNotRegistered');
  if (member.loginFailures > 0) await clearPasswordFailures(ctx.db, member.id);
  return startSession(ctx, member, 'sms', now);
};
