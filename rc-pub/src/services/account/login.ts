/**
 * POST /rc-pub/api/login { mobileNo, password } + captcha header (docs/product/members.md#password-login; 'User not
 * found, please register first.'): password login. A legacy scrypt hash that matches is rehashed to argon2id.
 */
import { spendCaptcha } from '../../accounts/captcha.js';
import { assertPasswordLoginAllowed, countPasswordFailure } from '../../accounts/password-guard.js';
import { decryptPasswordField, hashPassword, verifyPassword } from '../../accounts/passwords.js';
import { checkMobile } from '../../accounts/rules.js';
import { startSession } from '../../accounts/sessions.js';
import type { LoginResultWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { clearPasswordFailures, findMemberByMobile, rehashPassword } from '../../repositories/members.js';

/** Input: the number and the encrypted password. */
export interface LoginInput {
  mobileNo: string;
  password: string;
}

/**
 * Spends the captcha, then checks the password.
 * @throws RcPubError 400 (phone format, captcha, passwordNotEncrypted, wrongCredentials), 404 userNotRegistered,
 *   429 tooManyPasswordFailures (10 wrong passwords in 15 minutes: accounts/password-guard.ts).
 */
export const login: Verb<LoginInput, LoginResultWire> = async ({ ctx, input }) => {
  const now = new Date();
  const mobileNo = checkMobile(ctx, input.mobileNo);
  const password = decryptPasswordField(ctx, 'password', input.password);
  await spendCaptcha(ctx, now);
  const member = await findMemberByMobile(ctx.db, mobileNo);
  if (!member) throw notFound('userNotRegistered');
  assertPasswordLoginAllowed(member, now);
  const check = await verifyPassword(member.passwordHash, password);
  if (!check.ok) {
    await countPasswordFailure(ctx.db, member, now);
    throw badRequest('wrongCredentials');
  }
  if (check.rehash) await rehashPassword(ctx.db, member.id, await hashPassword(password));
  if (member.loginFailures > 0) await clearPasswordFailures(ctx.db, member.id);
  return startSession(ctx, member, 'password', now);
};
