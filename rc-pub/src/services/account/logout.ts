/** DELETE /rc-pub/api/logout (token; issue 11; SPEC §7, §8 '退出成功'): ends this session. */
import type { Verb } from '../../lib/context.js';
import { requireMember } from '../../lib/member-auth.js';
import { deleteSession } from '../../repositories/member-sessions.js';

/** Ends the calling session. @throws RcPubError 401 when the token names no live session. */
export const logout: Verb<unknown, null> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  await deleteSession(ctx.db, me.sessionId);
  return null;
};
