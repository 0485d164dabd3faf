/** The pager of a paged album list or tab in the shared pager (links, so they work before hydration; 1-based `?page=`). */
import { chakra } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { Pager, pageCount, usePagerTexts } from '../../components/Pager.js';
import { albumMessages as m } from './messages.js';
import { withQuery } from './params.js';

/** A react-router Link that takes Chakra style props. */
export const RouterLink = chakra(Link);

/** The pager of a list: nothing when everything fits on one page. `page` counts from 0. */
export function AlbumPager({ page, total, size }: { page: number; total: number; size: number }) {
  const texts = usePagerTexts(m);
  const { pathname, search } = useLocation();
  return (
    <Pager
      page={page + 1}
      pages={pageCount(total, size)}
      href={(p) => withQuery(pathname, search, { page: p > 1 ? String(p) : null })}
      texts={texts}
    />
  );
}
