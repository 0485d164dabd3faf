/**
 * Splits the horizontal menu into shown items and the 'More' overflow (docs/product/sites-and-frame.md#overflow-menu: the menu width is 650 px).
 * The server has no layout, so it estimates widths from the text: CJK characters ~16 px, other characters ~8.5 px,
 * plus 32 px of padding per item; the client refines with measured widths.
 */

/** Default menu width budget in px. */
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

/** The window width the server assumes for window-relative budgets (the client re-measures after hydration). */
export const SERVER_WINDOW_WIDTH = 1440;
/** Distributed menu width in px. */
export const DISTRIBUTED_WIDTH = 1100;

/** What decides the overflow width of a header's menu (docs/product/sites-and-frame.md#overflow-menu). */
export interface NavWidthRule {
  navStyle: number;
  /** The distributed menu (header config navDistribution). */
  distributed: boolean;
  /** The header is fixed (the ceiling variant). */
  fixed: boolean;
  /** The window's inner width; the server's assumption when unknown. */
  windowWidth?: number | undefined;
}

/**
 * The overflow width: 650 px, or window width minus 820 when fixed; for the distributed style 1100 px, or window
 * width minus 180 for style 1. Never below one item's room (120 px).
 */
export function navWidthBudget({
  navStyle,
  distributed,
  fixed,
  windowWidth = SERVER_WINDOW_WIDTH,
}: NavWidthRule): number {
  const width = distributed
    ? navStyle === 1
      ? windowWidth - 180
      : DISTRIBUTED_WIDTH
    : fixed
      ? windowWidth - 820
      : NAV_WIDTH_BUDGET;
  return Math.max(120, width);
}

/** Whether a budget depends on the window's width (then the server's split is re-done in the browser). */
export function budgetFollowsWindow(rule: NavWidthRule): boolean {
  return rule.distributed ? rule.navStyle === 1 : rule.fixed;
}

/** A menu item for {@link activeNavIndex}: its id, target and children. */
export interface ActiveCandidate {
  id: number;
  target: { href: string; external: boolean };
  children?: readonly ActiveCandidate[];
}

function pathOf(href: string): string {
  return href.split(/[?#]/)[0] ?? href;
}

function itemMatches(item: ActiveCandidate, pathname: string, search: string): boolean {
  if (item.target.external) return false;
  const [path, query = ''] = item.target.href.split('?');
  if (path === pathname) {
    // generic routes (/news, /aboutus, ...) tell their columns apart by columnId
    const want = new URLSearchParams(query).get('columnId');
    return !want || new URLSearchParams(search).get('columnId') === want;
  }
  // routes that carry the menu id: /{route}/{siteId}/{menuId}/... (docs/product/sites-and-frame.md#content-routes)
  const a = pathOf(path ?? '').split('/');
  const b = pathname.split('/');
  return a.length > 3 && a[1] === b[1] && a[2] === b[2] && b[3] === String(item.id);
}

/**
 * The index of the top-level menu item the page belongs to (itself or one of its children), or -1 when a
 * disabled column is the page (docs/product/sites-and-frame.md#where-a-menu-item-leads; a disabled column is not in the menu, so nothing matches).
 */
export function activeNavIndex(items: readonly ActiveCandidate[], pathname: string, search = ''): number {
  return items.findIndex(
    (item) =>
      itemMatches(item, pathname, search) || (item.children ?? []).some((c) => itemMatches(c, pathname, search)),
  );
}
