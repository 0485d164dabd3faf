/**
 * Paging links of the news lists (10 a page, docs/product/content.md#news) in the shared pager. Pages count from 0 in news URLs
 * and are shown from 1.
 */
import { useIntl } from 'react-intl';
import { Pager, pageCount } from '../../../components/Pager.js';
import { newsMessages, pageLinkMessage, pageOfMessage } from './messages.js';

/** The pager of a list of `total` items, `size` per page, on `page` (from 0); nothing when all fit on one page. */
export function NewsPager({
  page,
  size,
  total,
  href,
}: {
  page: number;
  size: number;
  total: number;
  /** The URL of page `p` (from 0). */
  href: (p: number) => string;
}) {
  const intl = useIntl();
  return (
    <Pager
      page={page + 1}
      pages={pageCount(total, size)}
      href={(p) => href(p - 1)}
      testId="news-pager"
      texts={{
        nav: intl.formatMessage(newsMessages.pager),
        prev: intl.formatMessage(newsMessages.prev),
        next: intl.formatMessage(newsMessages.next),
        pageOf: (p, pages) => intl.formatMessage(pageOfMessage, { page: p, pages, total }),
        pageLink: (p) => intl.formatMessage(pageLinkMessage, { page: p }),
      }}
    />
  );
}
