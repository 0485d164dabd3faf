/** Verb: remove a favourite (unCollectByIdAndType, docs/product/members.md#favourites). */
import type { MemberResourceType } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { requireMember } from '../../accounts/member-auth.js';
import { deleteFavourite } from '../../repositories/member-favourites.js';
import { toStoredType } from '../../repositories/member-targets.js';

/**
 * Removes (and counts: 1) the member's favourite of `resourceType` `resourceId` (also when the target itself is gone).
 * @throws RcPubError 401 without a live session; 404 when the member has no such favourite.
 */
export async function uncollect({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { resourceType: MemberResourceType; resourceId: number };
}): Promise<number> {
  const me = await requireMember(ctx);
  const n = await deleteFavourite(ctx.db, me.memberId, toStoredType(input.resourceType), input.resourceId);
  if (!n) throw notFound('memberItemNotFound', { id: input.resourceId });
  return n;
}
