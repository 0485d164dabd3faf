/**
 * Verb: saves the member's citation basket (docs/product/citation-and-harvest.md#citation-basket): `replace` sets it
 * to the given articles in their order; `merge` keeps the stored entries and adds the given articles not yet in it
 * after them (what a browser's basket brings in at sign-in). Repeated ids count once, ids of no article are dropped,
 * and a merge stops at {@link MEMBER_BASKET_MAX}.
 */
import { requireMember } from '../../accounts/member-auth.js';
import { MEMBER_BASKET_MAX, type MemberBasketEntryWire, type MemberBasketSaveBody } from '../../contract/basket.js';
import type { Verb } from '../../lib/context.js';
import { listBasket, writeBasket } from '../../repositories/member-basket.js';
import { toBasketWire } from './basket-common.js';

/** `ids` without repeats, first occurrence kept. */
function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/**
 * Saves the basket and answers it as stored. @throws RcPubError 401 without a live session (the route's schema refuses
 * more than {@link MEMBER_BASKET_MAX} ids and ids that are no positive integers with 400).
 */
export const saveBasket: Verb<MemberBasketSaveBody, MemberBasketEntryWire[]> = async ({ ctx, input }) => {
  const me = await requireMember(ctx);
  const given = unique(input.articleIds);
  await writeBasket(
    ctx.db,
    me.memberId,
    (current) =>
      input.mode === 'replace'
        ? given.slice(0, MEMBER_BASKET_MAX)
        : unique([...current, ...given]).slice(0, MEMBER_BASKET_MAX),
    new Date(),
  );
  return (await listBasket(ctx.db, me.memberId)).map(toBasketWire);
};
