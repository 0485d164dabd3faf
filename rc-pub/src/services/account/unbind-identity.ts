/** DELETE /rc-pub/front/frontMembers/identities { id } (token; docs/product/members.md#account-security): unbinds an identity. */
import type { Verb } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { unbindIdentity } from '../../repositories/member-identities.js';

/**
 * Unbinds identity `id` of the calling member; true. Another member's identity is not found (never theirs).
 * @throws RcPubError 401 (no live session), 404 identityNotFound.
 */
export const unbindMemberIdentity: Verb<{ id: number }, boolean> = async ({ ctx, input }) => {
  const me = await requireMember(ctx);
  if (!(await unbindIdentity(ctx.db, me.memberId, input.id))) throw notFound('identityNotFound', { id: input.id });
  return true;
};
