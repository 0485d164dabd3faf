/** Shared by the basket verbs (docs/product/citation-and-harvest.md#citation-basket): rows to wire entries. */
import type { MemberBasketEntryWire } from '../../contract/basket.js';
import type { BasketRow } from '../../repositories/member-basket.js';
import { iso } from './common.js';

/** A stored basket row as the wire sends it. */
export function toBasketWire(row: BasketRow): MemberBasketEntryWire {
  return { articleId: row.articleId, title: row.title, sortOrder: row.sortOrder, addedAt: iso(row.addedAt) };
}
