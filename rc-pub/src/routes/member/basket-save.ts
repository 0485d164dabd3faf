/**
 * POST /rc-pub/front/frontMembers/basket { articleIds, mode } → MemberBasketEntryWire[]
 * (docs/product/citation-and-harvest.md#citation-basket).
 */
import { Type } from '@fastify/type-provider-typebox';
import { MEMBER_BASKET_MAX } from '../../contract/basket.js';
import { RcPubPaths } from '../../contract/paths.js';
import { MemberBasketSchema } from '../../contract/wire-schemas/basket.js';
import { definePostRoute } from '../../lib/route.js';
import { saveBasket } from '../../services/member/save-basket.js';
import { Id } from '../params.js';

export default definePostRoute({
  url: RcPubPaths.memberBasket,
  summary: "Replaces the member's citation basket, or merges articles into it (token)",
  tags: ['member'],
  body: Type.Object({
    articleIds: Type.Array(Id('an article id'), {
      maxItems: MEMBER_BASKET_MAX,
      description: `the articles in their order, at most ${MEMBER_BASKET_MAX}`,
    }),
    mode: Type.Union([Type.Literal('replace'), Type.Literal('merge')], {
      description: 'replace: the basket becomes these articles; merge: they are added after the stored ones',
    }),
  }),
  dataSchema: MemberBasketSchema,
  verb: saveBasket,
});
