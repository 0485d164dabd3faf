/** GET /rc-pub/front/frontMembers/basket → MemberBasketEntryWire[] (docs/product/citation-and-harvest.md#citation-basket). */
import { RcPubPaths } from '../../contract/paths.js';
import { MemberBasketSchema } from '../../contract/wire-schemas/basket.js';
import { defineRoute } from '../../lib/route.js';
import { getBasket } from '../../services/member/get-basket.js';

export default defineRoute({
  url: RcPubPaths.memberBasket,
  summary: "The member's citation basket in its order (token)",
  tags: ['member'],
  dataSchema: MemberBasketSchema,
  verb: getBasket,
});
