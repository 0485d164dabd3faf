/**
 * POST /rc-pub/api/login { mobileNo, password } + captcha header (issue 11; SPEC §3 login result, §7, §8 'User not
 * found, please register first.'): password login. A legacy scrypt hash that matches is rehashed to argon2id.
 */
import { spendCaptcha } from '../../accounts/captcha.js';
import { decryptPasswordField, hashPassword, verifyPassword } from '../../accounts/passwords.js';
import { checkMobile } from '../../accounts/rules.js';
import { startSession } from '../../accounts/sessions.js';
import type { LoginResultWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findMemberByMobile, rehashPassword } from '../../repositories/members.js';

/** Input: the number and the encrypted password. */
export interface LoginInput {
  mobileNo: string;
  password: string;
}

/**
 * Spends the captcha, then checks the password.
 * @throws RcPubError 400 (phone format, captcha, passwordNotEncrypted, wrongCredentials), 404 userNotRegistered.
 */
export const login: Verb<LoginInput, LoginResultWire> = async ({ ctx, input }) => {
  const now = new Date();
  const mobileNo = checkMobile(ctx, input.mobileNo);
  const password = decryptPasswordField(ctx, 'password', input.password);
  await spendCaptcha(ctx, now);
  const member = await findMemberByMobile(ctx.db, mobileNo);
  if (!member) throw notFound('userNotRegistered');
  const check = await verifyPassword(member.passwordHash, password);
  if (!check.ok) throw badRequest('wrongCredentials');
  if (check.rehash) await rehashPassword(ctx.db, member.id, await hashPassword(password));
  return startSession(ctx, member, 'password', now);
};
