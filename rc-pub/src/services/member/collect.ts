/** Verb: favourite a resource (collect, by resource-type id; docs/product/members.md#favourites). Collecting twice keeps the first favourite. */
import type { FavouriteWire, MemberResourceType } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { upsertFavourite } from '../../repositories/member-favourites.js';
import { toStoredType } from '../../repositories/member-targets.js';
import { targetKey } from '../mappers/member-targets.js';
import { iso, requireTargets } from './common.js';

/**
 * The member's favourite of `resourceType` `resourceId` (created, or the existing one).
 * @throws RcPubError 401 without a live session; 404 when the article, resource, journal or news item does not exist.
 */
export async function collect({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { resourceType: MemberResourceType; resourceId: number; siteId?: number | undefined };
}): Promise<FavouriteWire> {
  const me = await requireMember(ctx);
  const targets = await requireTargets(ctx, [input]);
  const row = await upsertFavourite(ctx.db, {
    memberId: me.memberId,
    resourceType: toStoredType(input.resourceType),
    resourceId: input.resourceId,
    siteId: input.siteId ?? null,
  });
  const target = targets.get(targetKey(input))!;
  return { id: row.id, siteId: row.siteId, createdAt: iso(row.createdAt), target };
}
