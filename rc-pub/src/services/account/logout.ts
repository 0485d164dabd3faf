/**
 * DELETE /rc-pub/api/logout (token; '退出成功', docs/product/members.md#logout): ends this session and its family, the
 * sessions handed over from it or that it was handed over from, so a sign-in carried to another domain ends with it.
 */
import type { Verb } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { deleteSessionFamily, findSessionById } from '../../repositories/member-sessions.js';

/** Ends the calling session's family; the sessions ended. @throws RcPubError 401 when the token names no live session. */
export const logout: Verb<unknown, number> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  const session = await findSessionById(ctx.db, me.sessionId);
  if (!session) return 0;
  return deleteSessionFamily(ctx.db, session);
};
