/**
 * The one pager of every paged list (search results, news lists, journal article lists, editorial boards and books;
 * page sizes of the lists): previous, a window of page numbers, next, and "page p of n". Only pages that exist are linked.
 * Every link is at least 44 px square (touch targets on phones). Its texts come from the page that shows it, so each page's catalogue chunk keeps its own (budget: no pager
 * texts in the frame catalogue that every page loads).
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageWindow } from './pageWindow.js';

export { pageCount, pageWindow } from './pageWindow.js';

/** The pager's texts, already in the page language. */
export interface PagerTexts {
  /** Accessible name of the pager's nav landmark. */
  nav: string;
  prev: string;
  next: string;
  /** "Page p of n" (p from 1). */
  pageOf(page: number, pages: number): string;
  /** Accessible name of a page-number link (default: the number itself). */
  pageLink?(page: number): string;
}

/**
 * The pager texts from a page's message descriptors: `pageOf` takes `{ page, pages }`.
 * @returns {@link PagerTexts} in the page language
 */
export function usePagerTexts(m: {
  pager: MessageDescriptor;
  prev: MessageDescriptor;
  next: MessageDescriptor;
  pageOf: MessageDescriptor;
}): PagerTexts {
  const intl = useIntl();
  return {
    nav: intl.formatMessage(m.pager),
    prev: intl.formatMessage(m.prev),
    next: intl.formatMessage(m.next),
    pageOf: (page, pages) => intl.formatMessage(m.pageOf, { page, pages }),
  };
}

/** The box of every link: a 44 px touch target. */
const TARGET = {
  minH: '44px',
  minW: '44px',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/**
 * The pager; nothing when everything fits on one page.
 * @param page the current page, from 1 (clamped to the last page)
 * @param pages the number of pages (pageCount)
 * @param href the URL of page `p` (from 1)
 * @param testId the `data-testid` of the nav element
 */
export function Pager({
  page,
  pages,
  href,
  texts,
  testId,
}: {
  page: number;
  pages: number;
  href: (p: number) => string;
  texts: PagerTexts;
  testId?: string;
}) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <Flex as="nav" aria-label={texts.nav} gap="1" align="center" wrap="wrap" mt="6" fontSize="sm" data-testid={testId}>
      {current > 1 && (
        <Box asChild {...TARGET}>
          <Link to={href(current - 1)} rel="prev">
            {texts.prev}
          </Link>
        </Box>
      )}
      {pageWindow(current, pages).map((p) => (
        <Box
          key={p}
          asChild
          {...TARGET}
          borderRadius="sm"
          bg={p === current ? 'var(--theme-primary)' : undefined}
          color={p === current ? 'white' : undefined}
        >
          <Link to={href(p)} aria-current={p === current ? 'page' : undefined} aria-label={texts.pageLink?.(p)}>
            {p}
          </Link>
        </Box>
      ))}
      {current < pages && (
        <Box asChild {...TARGET}>
          <Link to={href(current + 1)} rel="next">
            {texts.next}
          </Link>
        </Box>
      )}
      <Text as="span" color="gray.600" ml="2">
        {texts.pageOf(current, pages)}
      </Text>
    </Flex>
  );
}
