/**
 * POST /rc-pub/api/register { mobileNo, code, password, agree: true } (docs/product/members.md#registration): registers a
 * member with a 'register' SMS code and logs them in.
 */
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
 * Checks everything before spending the code, so a rule error leaves it usable.
 * @throws RcPubError 400: phoneFormat, agreementRequired, passwordNotEncrypted, password rules,
 *   alreadyRegistered, SMS code errors.
 */
export const register: Verb<RegisterInput, LoginResultWire> = async ({ ctx, input }) => {
  const now = new Date();
  const mobileNo = checkMobile(ctx, input.mobileNo);
  if (input.agree !== true) throw badRequest('agreementRequired');
  const password = decryptPasswordField(ctx, 'password', input.password);
  checkPasswordRules(password, mobileNo);
  if (await findMemberByMobile(ctx.db, mobileNo)) throw badRequest('alreadyRegistered');
  await useCode(ctx, mobileNo, 'register', input.code, now);
  const passwordHash = await hashPassword(password);
  const member = await insertMember(ctx.db, { mobileNo, passwordHash, passwordChangedAt: now, createdAt: now });
  if (!member) throw badRequest('alreadyRegistered');
  return startSession(ctx, member, 'register', now);
};
