/**
 * POST /rc-pub/front/frontMembers/saveInfo { name, email, institution, headPictureId? } (token; email and name
 * required and checked, docs/product/members.md#profile): saves the profile and answers it.
 */
import { checkEmail, checkName } from '../../accounts/rules.js';
import type { MemberInfoWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { memberOwnsFile, updateProfile } from '../../repositories/members.js';
import { memberInfo } from './member-info.js';

/** Input: the profile; `headPictureId` a member_files id of the member's own avatar upload. */
export interface SaveMemberInfoInput {
  name: string;
  email: string;
  institution?: string | null;
  headPictureId?: number;
}

/**
 * Saves the profile.
 * @throws RcPubError 401 (no session), 400 (nameRequired, emailFormat), 404 avatarNotFound (not an avatar of this
 *   member).
 */
export const saveMemberInfo: Verb<SaveMemberInfoInput, MemberInfoWire> = async ({ ctx, input }) => {
  const me = await requireMember(ctx);
  const name = checkName(input.name);
  const email = checkEmail(input.email);
  const institution = input.institution?.trim() || null;
  const id = input.headPictureId;
  if (id !== undefined && !(await memberOwnsFile(ctx.db, me.memberId, id, 'avatar')))
    throw notFound('avatarNotFound', { id });
  await updateProfile(ctx.db, me.memberId, {
    name,
    email,
    institution,
    ...(id !== undefined ? { headPictureFileId: id } : {}),
  });
  return memberInfo({ ctx, input: {} });
};
