/**
 * POST /rc-pub/api/changePwd { oldPassword, password } (token; docs/product/members.md#password-rules, the new one differing from the old): the
 * member's other sessions end, this one stays.
 */
import { checkPasswordRules, decryptPasswordField, hashPassword, verifyPassword } from '../../accounts/passwords.js';
import type { Verb } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { requireMember, unauthenticated } from '../../accounts/member-auth.js';
import { deleteMemberSessions } from '../../repositories/member-sessions.js';
import { findMemberById, updatePasswordHash } from '../../repositories/members.js';

/** Input: both passwords, encrypted. */
export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
}

/**
 * Checks the old password and the rules, sets the new one, ends the other sessions; the number ended.
 * @throws RcPubError 401 (no session), 400 (passwordNotEncrypted, oldPasswordWrong, passwordSameAsOld, rules).
 */
export const changePassword: Verb<ChangePasswordInput, number> = async ({ ctx, input }) => {
  const now = new Date();
  const me = await requireMember(ctx, now);
  const oldPassword = decryptPasswordField(ctx, 'oldPassword', input.oldPassword);
  const password = decryptPasswordField(ctx, 'password', input.password);
  const member = await findMemberById(ctx.db, me.memberId);
  if (!member) throw unauthenticated(true);
  if (!(await verifyPassword(member.passwordHash, oldPassword)).ok) throw badRequest('oldPasswordWrong');
  if (password === oldPassword) throw badRequest('passwordSameAsOld');
  checkPasswordRules(password, member.mobileNo);
  await updatePasswordHash(ctx.db, member.id, await hashPassword(password), now);
  return deleteMemberSessions(ctx.db, member.id, me.sessionId);
};
