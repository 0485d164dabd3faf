/**
 * POST /rc-pub/api/register { mobileNo, code, password, agree: true } + captcha header
 * (docs/product/members.md#registration): registers a member with a 'register' SMS code and logs them in. A number
 * that already has an account is told so only after its code is used (docs/product/members.md#who-is-a-member).
 */
import { spendCaptcha } from '../../accounts/captcha.js';
import { useCode } from '../../accounts/codes.js';
import { checkPasswordRules, decryptPasswordField, hashPassword } from '../../accounts/passwords.js';
import { checkMobile } from '../../accounts/rules.js';
import { startSession } from '../../accounts/sessions.js';
import type { LoginResultWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { findMemberByMobile, insertMember } from '../../repositories/members.js';

/** Input: the number, its SMS code, the encrypted password and the agreement (must be true). */
export interface RegisterInput {
  mobileNo: string;
  code: string;
  password: string;
  agree: boolean;
}

/**
 * Spends the captcha, then checks every rule before spending the code, so a rule error leaves it usable.
 * @throws RcPubError 400: phoneFormat, agreementRequired, passwordNotEncrypted, captcha errors, password rules, SMS
 *   code errors, then alreadyRegistered (the code proved the number is the caller's).
 */
export const register: Verb<RegisterInput, LoginResultWire> = async ({ ctx, input }) => {
  const now = new Date();
  const mobileNo = checkMobile(ctx, input.mobileNo);
  if (input.agree !== true) throw badRequest('agreementRequired');
  const password = decryptPasswordField(ctx, 'password', input.password);
  await spendCaptcha(ctx, now);
  await checkPasswordRules(password, mobileNo);
  await useCode(ctx, mobileNo, 'register', input.code, now);
  if (await findMemberByMobile(ctx.db, mobileNo)) throw badRequest('alreadyRegistered');
  const passwordHash = await hashPassword(password);
  const member = await insertMember(ctx.db, { mobileNo, passwordHash, passwordChangedAt: now, createdAt: now });
  if (!member) throw badRequest('alreadyRegistered');
  return startSession(ctx, member, 'register', now);
};
