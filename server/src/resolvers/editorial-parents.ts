/**
 * Parent shapes of the editorial types (codegen `mappers`): what the Query fields hand to EditorialBoard and
 * BookShelf, and the pages they hand on. A board fetches each page of its experts once, however many fields ask.
 */
import type { BookWire, ChannelInfoWire, ExpertGroupWire, ExpertWire } from 'rc-pub/contract';

/** EditorialBoard: the menu item, the site, the board's topic and the memoized pages of its experts. */
export interface EditorialBoardParent {
  siteId: number;
  menu: ChannelInfoWire;
  topicId: number | null;
  /** Page `n` (from 0, docs/product/content.md, size 10) of the board, fetched once per request. */
  page(n: number): Promise<ExpertGroupWire>;
}

/** BookShelf: the menu item and its site. */
export interface BookShelfParent {
  siteId: number;
  menu: ChannelInfoWire;
}

/** ExpertPage and BookPage: a page of items. */
export interface ItemPage<T> {
  total: number;
  page: number;
  size: number;
  items: T[];
}

/** ExpertPage's parent. */
export type ExpertPageParent = ItemPage<ExpertWire>;
/** BookPage's parent. */
export type BookPageParent = ItemPage<BookWire>;
