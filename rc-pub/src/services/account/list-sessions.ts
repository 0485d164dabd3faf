/** GET /rc-pub/front/frontMembers/sessions (token): the member's sessions, most recently used first. */
import type { MemberSessionWire, SessionMethod } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { listMemberSessions } from '../../repositories/member-sessions.js';

/** The sessions, the caller's marked `current`. @throws RcPubError 401 when the token names no live session. */
export const listSessions: Verb<unknown, MemberSessionWire[]> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  const rows = await listMemberSessions(ctx.db, me.memberId);
  return rows.map((s) => ({
    id: s.id,
    method: s.method as SessionMethod,
    userAgent: s.userAgent,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === me.sessionId,
  }));
};
