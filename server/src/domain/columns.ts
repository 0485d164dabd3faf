/**
 * Column pages (/aboutus, /newLink1, /newLeaguage, /science and the fallback /{code}; docs/product/sites-and-frame.md#column-pages): which menu codes
 * a page serves, and the place of a column in its site's menu tree (its branch for the side list).
 */
import type { ChannelWire, Lang } from 'rc-pub/contract';
import { isEnabled, navName } from './nav.js';
import { isFallbackCode } from './targets.js';

/**
 * The codes each column page serves, by the page's own code (docs/product/sites-and-frame.md#column-pages): /aboutus serves aboutus, subaboutus and
 * subcontact; /newLink1 newLink; /newLeaguage newLeaguage; /science science.
 */
const PAGE_CODES: Readonly<Record<string, readonly string[]>> = {
  aboutus: ['aboutus', 'subaboutus', 'subcontact'],
  newLink: ['newLink'],
  newLeaguage: ['newLeaguage'],
  science: ['science'],
};

/**
 * The menu codes the column page of `pageCode` serves: the list above for the four named pages, `[pageCode]` for a
 * code docs/product/sites-and-frame.md#where-a-menu-item-leads sends to the fallback /{code}, and none for any other code (its page lives elsewhere: /news, ...).
 */
export function columnCodes(pageCode: string): readonly string[] {
  return PAGE_CODES[pageCode] ?? (isFallbackCode(pageCode) ? [pageCode] : []);
}

/** A column found in a menu tree: the item, its parent (null at the top level) and its position in its level. */
export interface TreePlace {
  item: ChannelWire;
  parent: ChannelWire | null;
  index: number;
}

/** The first column of `tree` (depth first, menu order) that `match` accepts, with its place; null when none does. */
export function findColumn(
  tree: readonly ChannelWire[],
  match: (c: ChannelWire) => boolean,
  parent: ChannelWire | null = null,
): TreePlace | null {
  for (const [index, item] of tree.entries()) {
    if (match(item)) return { item, parent, index };
    const below = findColumn(item.children ?? [], match, item);
    if (below) return below;
  }
  return null;
}

/** A column of the side list, with its position in its own menu level (the menu query's `index`). */
export interface SideColumn {
  item: ChannelWire;
  name: string;
  index: number;
  /** Code of the item's parent; null for the branch's top column. */
  parentCode: string | null;
}

/**
 * The side list of a column page: the top column of the branch (`place.parent`, else the column itself) and its
 * children, each enabled and named in `lang` (docs/product/sites-and-frame.md#column-pages; without the hidden-code rule: this page is where subaboutus and
 * subcontact are reached). Empty when the branch has a single column.
 */
export function sideColumns(tree: readonly ChannelWire[], place: TreePlace, lang: Lang): SideColumn[] {
  const top = place.parent ?? place.item;
  const topPlace = place.parent ? findColumn(tree, (c) => c.id === top.id) : place;
  const shown = (c: ChannelWire) => isEnabled(c.enable) && navName(c, lang) !== '';
  const list: SideColumn[] = [];
  if (shown(top)) list.push({ item: top, name: navName(top, lang), index: topPlace?.index ?? 0, parentCode: null });
  for (const [index, child] of (top.children ?? []).entries()) {
    if (shown(child)) list.push({ item: child, name: navName(child, lang), index, parentCode: top.code });
  }
  return list.length > 1 ? list : [];
}
