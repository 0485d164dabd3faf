/** Verb: which of some resources the caller has favourited (isCollect); visitors get none. */
import type { MemberResourceType } from '../../contract/member.js';
import type { ServiceCtx } from '../../lib/context.js';
import { optionalMember } from '../../accounts/member-auth.js';
import { favouritedIds } from '../../repositories/member-favourites.js';
import { toStoredType } from '../../repositories/member-targets.js';

/** The ids among `ids` (of `resourceType`) that the member has favourited, in the order asked; [] for visitors. */
export async function isCollect({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { resourceType: MemberResourceType; ids: number[] };
}): Promise<number[]> {
  const me = await optionalMember(ctx);
  if (!me) return [];
  const found = new Set(await favouritedIds(ctx.db, me.memberId, toStoredType(input.resourceType), input.ids));
  return input.ids.filter((id) => found.has(id));
}
