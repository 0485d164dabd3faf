/**
 * BasketEntry: the signed-in member's citation basket (schema/basket.graphql,
 * docs/product/citation-and-harvest.md#citation-basket), read by the memberBasket query and saved by the
 * saveMemberBasket mutation (spread into the Query and Mutation roots by resolvers/index.ts). Member-only: a visitor
 * gets UNAUTHENTICATED without any rc-pub call, and the answer is never cached.
 */
import { ErrorCode, MEMBER_BASKET_MAX } from 'rc-pub/contract';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers.js';
import { GatewayError } from '../../domain/errors.js';
import type { GatewayContext } from '../context.js';
import { memberCall } from './member-call.js';

/** BAD_REQUEST for an id list rc-pub would refuse, in the request's language (no call made). */
function badIds(ctx: GatewayContext): GatewayError {
  return new GatewayError(
    ErrorCode.BAD_REQUEST,
    ctx.lang === 'zh'
      ? `articleIds 最多 ${MEMBER_BASKET_MAX} 个，且均须为正整数`
      : `articleIds must hold at most ${MEMBER_BASKET_MAX} positive integers`,
  );
}

/** The memberBasket query field. */
export const basketQueries: Pick<QueryResolvers, 'memberBasket'> = {
  memberBasket: async (_p, _a, ctx) => {
    return memberCall(ctx, () => ctx.rcPub.basket.list());
  },
};

/** The saveMemberBasket mutation. */
export const basketMutations: Pick<MutationResolvers, 'saveMemberBasket'> = {
  saveMemberBasket: async (_p, { articleIds, merge }, ctx) => {
    if (articleIds.length > MEMBER_BASKET_MAX || articleIds.some((id) => !Number.isSafeInteger(id) || id < 1))
      throw badIds(ctx);
    return memberCall(ctx, () => ctx.rcPub.basket.save(articleIds, merge ? 'merge' : 'replace'));
  },
};
