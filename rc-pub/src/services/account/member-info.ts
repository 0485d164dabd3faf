/** GET /rc-pub/front/frontMembers/info (token; personal info, docs/product/calls-and-errors.md#accounts): the member's profile. */
import { headPictureUrl } from '../../accounts/sessions.js';
import type { MemberInfoWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { requireMember, unauthenticated } from '../../accounts/member-auth.js';
import { findMemberById } from '../../repositories/members.js';

/** The profile. @throws RcPubError 401 when the token names no live session. */
export const memberInfo: Verb<unknown, MemberInfoWire> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  const m = await findMemberById(ctx.db, me.memberId);
  if (!m) throw unauthenticated(true);
  return {
    mobileNo: m.mobileNo,
    name: m.name,
    email: m.email,
    institution: m.institution,
    headPicture: headPictureUrl(m.headPictureFileId),
    emailVerified: m.email !== null && m.emailVerifiedAt !== null,
  };
};
