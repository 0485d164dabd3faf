/**
 * DELETE /rc-pub/front/frontMembers/delete (token): deletes the member and every row they own (favourites,
 * downloads, history, albums, files, subscriptions, sessions, identities) and the SMS codes of their number, in one
 * transaction.
 */
import type { Verb } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { deleteMemberCascade } from '../../repositories/members.js';

/** Deletes the calling member; true. @throws RcPubError 401 when the token names no live session. */
export const deleteMember: Verb<unknown, boolean> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  return deleteMemberCascade(ctx.db, me.memberId);
};
