/**
 * TypeBox schemas of a member's citation basket (rc-pub/src/contract/basket.ts;
 * docs/product/citation-and-harvest.md#citation-basket). The wire types are their static types, exported beside them.
 */
import { type Static, Type } from 'typebox';

/** MemberBasketEntryWire: one article in the member's basket. */
export const MemberBasketEntrySchema = Type.Object(
  {
    articleId: Type.Integer({ description: 'the article (ArticleWire id)' }),
    title: Type.String({ description: "the article's title as stored ('' when it has none)" }),
    sortOrder: Type.Integer({ description: 'position in the basket: 1 for the first entry, larger for later ones' }),
    addedAt: Type.String({ description: 'when the article was put in the basket (ISO 8601)' }),
  },
  { title: 'MemberBasketEntryWire', description: "An article in the member's citation basket" },
);

/** The member's basket, in its order. */
export const MemberBasketSchema = Type.Array(MemberBasketEntrySchema, {
  description: "the member's basket in its order (at most 500 entries)",
});

/** GET/POST /rc-pub/front/frontMembers/basket → one entry of the member's basket. */
export type MemberBasketEntryWire = Static<typeof MemberBasketEntrySchema>;
