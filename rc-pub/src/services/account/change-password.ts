/**
 * POST /rc-pub/api/changePwd { oldPassword, password } (token; docs/product/members.md#password-rules, the new one differing from the old): the
 * member's other sessions end, this one stays. Wrong current passwords count towards the lockout of password login
 * (accounts/password-guard.ts), and a locked member cannot change the password either.
 */
import { assertPasswordLoginAllowed, countPasswordFailure } from '../../accounts/password-guard.js';
import { checkPasswordRules, decryptPasswordField, hashPassword, verifyPassword } from '../../accounts/passwords.js';
import type { Verb } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { requireMember, unauthenticated } from '../../accounts/member-auth.js';
import { deleteMemberSessions } from '../../repositories/member-sessions.js';
import { clearPasswordFailures, findMemberById, updatePasswordHash } from '../../repositories/members.js';

/** Input: both passwords, encrypted. */
export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
}

/**
 * Checks the old password and the rules, sets the new one, ends the other sessions; the number ended.
 * @throws RcPubError 401 (no session), 400 (passwordNotEncrypted, oldPasswordWrong, passwordSameAsOld, rules), 429
 *   tooManyPasswordFailures (10 wrong passwords in 15 minutes, here or at login).
 */
export const changePassword: Verb<ChangePasswordInput, number> = async ({ ctx, input }) => {
  const now = new Date();
  const me = await requireMember(ctx, now);
  const oldPassword = decryptPasswordField(ctx, 'oldPassword', input.oldPassword);
  const password = decryptPasswordField(ctx, 'password', input.password);
  const member = await findMemberById(ctx.db, me.memberId);
  if (!member) throw unauthenticated(true);
  assertPasswordLoginAllowed(member, now);
  if (!(await verifyPassword(member.passwordHash, oldPassword)).ok) {
    await countPasswordFailure(ctx.db, member, now);
    throw badRequest('oldPasswordWrong');
  }
  if (password === oldPassword) throw badRequest('passwordSameAsOld');
  await checkPasswordRules(password, member.mobileNo);
  await updatePasswordHash(ctx.db, member.id, await hashPassword(password), now);
  if (member.loginFailures > 0) await clearPasswordFailures(ctx.db, member.id);
  return deleteMemberSessions(ctx.db, member.id, me.sessionId);
};
