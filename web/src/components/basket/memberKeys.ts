/**
 * Local storage keys of the member basket sync (memberSync.ts), shared with the store (store.ts), which forgets a
 * member's basket when the session ends (docs/product/citation-and-harvest.md#citation-basket).
 */

/** Local storage key: the member (masked name) whose basket this storage mirrors. */
export const OWNER_KEY = 'citationBasketMember';
/** Local storage key: set while a change made here has not reached rc-pub. */
export const UNSENT_KEY = 'citationBasketUnsent';
