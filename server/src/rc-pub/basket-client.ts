/**
 * The member's citation basket on rc-pub (docs/product/citation-and-harvest.md#citation-basket): read it, and save it
 * (replace, or merge articles in). Every call carries the caller's token; rc-pub's 401 becomes UNAUTHENTICATED.
 */
import { type MemberBasketEntryWire, type MemberBasketMode, RcPubPaths } from 'rc-pub/contract';
import type { RcPubCaller, RcPubHttp } from './http.js';

/** rc-pub's basket calls as one request's caller (language, token). */
export class BasketApi {
  constructor(
    private readonly http: RcPubHttp,
    private readonly caller: RcPubCaller,
  ) {}

  /** The member's basket in its order. */
  list(): Promise<MemberBasketEntryWire[]> {
    return this.http.getData(this.caller, RcPubPaths.memberBasket, {}, 'array');
  }

  /** Saves the basket (`replace` it with `articleIds`, or `merge` them in after it); the basket as stored. */
  save(articleIds: readonly number[], mode: MemberBasketMode): Promise<MemberBasketEntryWire[]> {
    return this.http.postData(this.caller, RcPubPaths.memberBasket, { articleIds, mode }, 'array');
  }
}
