/** Verb: the member's favourites (collects, docs/product/members.md#favourites), newest first, optionally of one type, with their targets. */
import type { FavouriteWire, MemberResourceType } from '../../contract/member.js';
import type { Page } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { requireMember } from '../../accounts/member-auth.js';
import { pageFavourites } from '../../repositories/member-favourites.js';
import { fromStoredType, toStoredType } from '../../repositories/member-targets.js';
import { resolveTargets, targetKey } from '../mappers/member-targets.js';
import { iso, type PageInput, pageWindow } from './common.js';

/** A page of favourites (`type` absent: all types). @throws RcPubError 401 without a live session */
export async function listCollects({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: PageInput & { type?: MemberResourceType | undefined };
}): Promise<Page<FavouriteWire>> {
  const me = await requireMember(ctx);
  const w = pageWindow(input);
  const { total, rows } = await pageFavourites(ctx.db, {
    memberId: me.memberId,
    resourceType: input.type === undefined ? null : toStoredType(input.type),
    offset: w.offset,
    limit: w.limit,
  });
  const keys = rows.map((r) => ({ resourceType: fromStoredType(r.resourceType), resourceId: r.resourceId }));
  const targets = await resolveTargets(ctx, keys);
  const content = rows.map((r, i) => ({
    id: r.id,
    siteId: r.siteId,
    createdAt: iso(r.createdAt),
    target: targets.get(targetKey(keys[i]!))!,
  }));
  return { total, page: w.page, size: w.size, content };
}
