/** Paging links of the search result pages (20 a page, docs/product/search.md#paging-and-limits) in the shared pager; `page` in the URL counts from 1. */
import { useIntl } from 'react-intl';
import type { Lang } from '../../app/lang.js';
import { Pager, pageCount } from '../../components/Pager.js';
import { resultMessages, resultValueMessages } from './resultMessages.js';
import { resultHref, type SearchState } from '../../components/search/url.js';

/** The pager; nothing when everything fits on one page. */
export function SearchPager({
  state,
  lang,
  total,
  size,
}: {
  state: SearchState;
  lang: Lang;
  total: number;
  size: number;
}) {
  const intl = useIntl();
  return (
    <Pager
      page={state.page}
      pages={pageCount(total, size)}
      href={(p) => resultHref({ ...state, page: p }, lang)}
      testId="search-pager"
      texts={{
        nav: intl.formatMessage(resultMessages.pager),
        prev: intl.formatMessage(resultMessages.prev),
        next: intl.formatMessage(resultMessages.next),
        pageOf: (page, pages) => intl.formatMessage(resultValueMessages.pageOf, { page, pages }),
      }}
    />
  );
}
