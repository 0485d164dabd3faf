/** Verb: the member's citation basket in its order (docs/product/citation-and-harvest.md#citation-basket). */
import { requireMember } from '../../accounts/member-auth.js';
import type { MemberBasketEntryWire } from '../../contract/basket.js';
import type { Verb } from '../../lib/context.js';
import { listBasket } from '../../repositories/member-basket.js';
import { toBasketWire } from './basket-common.js';

/** The calling member's basket. @throws RcPubError 401 without a live session */
export const getBasket: Verb<unknown, MemberBasketEntryWire[]> = async ({ ctx }) => {
  const me = await requireMember(ctx);
  return (await listBasket(ctx.db, me.memberId)).map(toBasketWire);
};
