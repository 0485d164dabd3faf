/** The shared pager's arithmetic (components/Pager.tsx), free of React so tests and loaders can use it. */

/**
 * Page numbers (from 1) around `page` (at most 7 in a row), always including the first and the last of `pages`.
 * @example pageWindow(1, 12) -> [1, 2, 3, 4, 5, 6, 7, 12]
 */
export function pageWindow(page: number, pages: number): number[] {
  const from = Math.max(1, Math.min(page - 3, pages - 6));
  const to = Math.min(pages, from + 6);
  const out: number[] = [];
  for (let p = from; p <= to; p++) out.push(p);
  if (out[0] !== 1) out.unshift(1);
  if (out[out.length - 1] !== pages) out.push(pages);
  return out;
}

/** Number of pages of `total` items at `size` per page (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
