/** Menu visibility rules (docs/product/sites-and-frame.md#menu-visibility). */
import type { ChannelWire, Lang } from 'rc-pub/contract';

/** Codes never shown in the navigation. */
export const HIDDEN_NAV_CODES: ReadonlySet<string> = new Set([
  'situation',
  'reader',
  'contact',
  'carousel',
  'quick',
  'selnews',
  'rank',
  'selmag',
  'selarticle',
  'priority',
  'column',
  'introduce',
  'subaboutus',
  'subcontact',
  'first',
  'selPicture',
]);

/** Children of these menus are not shown. */
export const CHILDLESS_NAV_CODES: ReadonlySet<string> = new Set(['index', 'science']);

/** Enable '1' or 1 = on; 0 or '0' = off. */
export function isEnabled(enable: unknown): boolean {
  return enable === 1 || enable === '1' || enable === true;
}

/** The menu name in `lang` (name for zh, enName for en), no fallback: the menu hides items without it. */
export function navName(item: Pick<ChannelWire, 'name' | 'enName'>, lang: Lang): string {
  return ((lang === 'en' ? item.enName : item.name) ?? '').trim();
}

/** Shown only when enabled, named in the current language, and its code is not hidden. */
export function isNavItemVisible(item: Pick<ChannelWire, 'enable' | 'name' | 'enName' | 'code'>, lang: Lang): boolean {
  return isEnabled(item.enable) && navName(item, lang) !== '' && !HIDDEN_NAV_CODES.has(item.code);
}

/** A visible menu item with its visible children (the input's order is kept). */
export interface VisibleNavItem {
  item: ChannelWire;
  name: string;
  children: VisibleNavItem[];
}

/**
 * Applies the visibility rules to a menu tree: drops invisible items (and their subtrees), and drops the children of the home
 * (index) and science menus.
 */
export function visibleNav(items: readonly ChannelWire[], lang: Lang): VisibleNavItem[] {
  return items
    .filter((i) => isNavItemVisible(i, lang))
    .map((item) => ({
      item,
      name: navName(item, lang),
      children: CHILDLESS_NAV_CODES.has(item.code) ? [] : visibleNav(item.children ?? [], lang),
    }));
}

/**
 * The first enabled menu item, depth first in menu order, whose code is in `codes` and that has a name in `lang` or
 * else the other language (docs/product/sites-and-frame.md#bare-routes: a bare route's default), with its parent's
 * code and its position in its level; null when none. Hidden codes count (the introduction is often `introduce`).
 */
export function firstNavItemOf(
  items: readonly ChannelWire[],
  codes: ReadonlySet<string>,
  lang: Lang,
  parentCode: string | null = null,
): { item: ChannelWire; name: string; index: number; parentCode: string | null } | null {
  for (const [index, item] of items.entries()) {
    if (!isEnabled(item.enable)) continue;
    const name = navName(item, lang) || navName(item, lang === 'en' ? 'zh' : 'en');
    if (name && codes.has(item.code)) return { item, name, index, parentCode };
    const child = firstNavItemOf(item.children ?? [], codes, lang, item.code);
    if (child) return child;
  }
  return null;
}
