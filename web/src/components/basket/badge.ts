/** The count badge of the batch-citation button (docs/product/citation-and-harvest.md#citation-basket: badge max 99). */

/** The badge shows at most 99 ('99+' above). */
export const BADGE_MAX = 99;

/** The badge text for `count` entries: '' for none, the number up to {@link BADGE_MAX}, else '99+'. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
