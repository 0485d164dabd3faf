/**
 * Wire shapes of a member's citation basket (docs/product/citation-and-harvest.md#citation-basket): the member's
 * basket is read (RcPubPaths.memberBasket, GET) and saved, replaced or merged (the same path, POST).
 */
import type { MemberBasketEntryWire } from './wire-schemas/basket.js';

/** The wire shape of this module, the static type of its TypeBox schema (wire-schemas/basket.ts). */
export type { MemberBasketEntryWire };

/** At most this many articles in a member's basket: the browser basket's limit and one citation export's ids. */
export const MEMBER_BASKET_MAX = 500;

/** How a save treats the basket already stored: `replace` it, or `merge` the given articles after its own. */
export type MemberBasketMode = 'replace' | 'merge';

/** The body of a save: the articles in their order, and the mode. */
export interface MemberBasketSaveBody {
  articleIds: number[];
  mode: MemberBasketMode;
}
