/** Paging links of the board and book lists (10 a page, docs/product/content.md#constants) in the shared pager; `page` from 1. */
import { Pager as SharedPager, pageCount, usePagerTexts } from '../../components/Pager.js';
import { editorialMessages as m } from './messages.js';

/** The pager; nothing when everything fits on one page. `href(p)` is the URL of page `p` (from 1). */
export function Pager({
  page,
  total,
  size,
  href,
}: {
  page: number;
  total: number;
  size: number;
  href: (page: number) => string;
}) {
  const texts = usePagerTexts(m);
  return <SharedPager page={page} pages={pageCount(total, size)} href={href} texts={texts} />;
}
