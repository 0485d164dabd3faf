/**
 * Splits the horizontal menu into shown items and the 'More' overflow (SPEC §2, §4: the menu width is 650 px).
 * The server has no layout, so it estimates widths from the text: CJK characters ~16 px, other characters ~8.5 px,
 * plus 32 px of padding per item; the client refines with measured widths.
 */

/** Default menu width budget in px (SPEC §4 overflow menu). */
export const NAV_WIDTH_BUDGET = 650;
/** Width reserved for the 'More' trigger in px. */
export const MORE_WIDTH = 80;
const ITEM_PADDING = 32;

/** Estimated rendered width of a menu label in px. */
export function estimateLabelWidth(label: string): number {
  let width = ITEM_PADDING;
  for (const ch of label) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 16 : 8.5;
  return width;
}

/**
 * Number of items that fit in `budget` px given each item's width; when not all fit, room for the 'More'
 * trigger is kept. Always shows at least one item.
 */
export function fitCount(widths: readonly number[], budget = NAV_WIDTH_BUDGET): number {
  const total = widths.reduce((a, b) => a + b, 0);
  if (total <= budget) return widths.length;
  let used = MORE_WIDTH;
  let count = 0;
  for (const w of widths) {
    if (used + w > budget) break;
    used += w;
    count += 1;
  }
  return Math.max(1, count);
}
