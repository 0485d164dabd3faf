/**
 * The shared pager's arithmetic (web/src/components/Pager.tsx, pageWindow.ts), used by the search results (page size 20, docs/product/search.md#paging-and-limits),
 * news lists, journal article lists and the editorial and book lists (page size 10).
 */
import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from '../../web/src/components/pageWindow.js';

describe('pager', () => {
  it('windows at most 7 page numbers plus the first and last, all within the pages that exist', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 12]);
    expect(pageWindow(12, 12)).toEqual([1, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageWindow(7, 20)).toEqual([1, 4, 5, 6, 7, 8, 9, 10, 20]);
  });

  it('counts the pages of a list, at least one, whatever the page size says', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(21, 0)).toBe(21);
  });
});
