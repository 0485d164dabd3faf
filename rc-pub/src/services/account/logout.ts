/** DELETE /rc-pub/api/logout (token; '退出成功', docs/product/members.md#logout): ends this session. */
import type { Verb } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { deleteSession } from '../../repositories/member-sessions.js';

/** Ends the calling session; 1 (sessions ended). @throws RcPubError 401 when the token names no live session. */
export const logout: Verb<unknown, number> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  return (await deleteSession(ctx.db, me.sessionId)) ? 1 : 0;
};
