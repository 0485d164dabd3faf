/** GET /rc-pub/front/frontMembers/identities (token; docs/product/members.md#account-binding): bound third-party identities. */
import type { MemberIdentityWire } from '../../contract/account.js';
import type { Verb } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { listIdentities } from '../../repositories/member-identities.js';

/** The identities, oldest first. @throws RcPubError 401 when the token names no live session. */
export const listMemberIdentities: Verb<unknown, MemberIdentityWire[]> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  return (await listIdentities(ctx.db, me.memberId)).map((i) => ({
    id: i.id,
    issuer: i.issuer,
    subject: i.subject,
    displayName: i.displayName,
    createdAt: i.createdAt.toISOString(),
  }));
};
