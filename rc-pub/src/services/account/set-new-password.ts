/**
 * POST /rc-pub/api/setNewPwd { mobileNo, code, password } ('Password Reset Successfully'; docs/product/members.md#password-rules):
 * a forgotten password, reset with a 'reset' SMS code; every session of the member ends.
 */
import { useCode } from '../../accounts/codes.js';
import { checkPasswordRules, decryptPasswordField, hashPassword } from '../../accounts/passwords.js';
import { checkMobile } from '../../accounts/rules.js';
import type { Verb } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { deleteMemberSessions } from '../../repositories/member-sessions.js';
import { clearPasswordFailures, findMemberByMobile, updatePasswordHash } from '../../repositories/members.js';

/** Input: the number, its 'reset' code and the new encrypted password. */
export interface SetNewPasswordInput {
  mobileNo: string;
  code: string;
  password: string;
}

/**
 * Sets the password and ends every session; the number of sessions ended.
 * @throws RcPubError 400 (phone format, passwordNotEncrypted, password rules, SMS code errors), 404
 *   userNotRegistered.
 */
export const setNewPassword: Verb<SetNewPasswordInput, number> = async ({ ctx, input }) => {
  const now = new Date();
  const mobileNo = checkMobile(ctx, input.mobileNo);
  const password = decryptPasswordField(ctx, 'password', input.password);
  await checkPasswordRules(password, mobileNo);
  await useCode(ctx, mobileNo, 'reset', input.code, now);
  const member = await findMemberByMobile(ctx.db, mobileNo);
  if (!member) throw notFound('userNotRegistered');
  await updatePasswordHash(ctx.db, member.id, await hashPassword(password), now);
  await clearPasswordFailures(ctx.db, member.id);
  return deleteMemberSessions(ctx.db, member.id);
};
