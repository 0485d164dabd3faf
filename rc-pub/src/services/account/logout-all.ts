/** DELETE /rc-pub/api/logoutAll (token): ends every session of the member, this one included. */
import type { Verb } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { deleteMemberSessions } from '../../repositories/member-sessions.js';

/** The number of sessions ended. @throws RcPubError 401 when the token names no live session. */
export const logoutAll: Verb<unknown, number> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  return deleteMemberSessions(ctx.db, me.memberId);
};
