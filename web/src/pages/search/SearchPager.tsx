/** Paging links (SPEC §9 page size 20): previous, a window of page numbers, next; `page` in the URL counts from 1. */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { searchMessages, valueMessages } from './messages.js';
import { resultHref, type SearchState } from './url.js';

/** Page numbers around the current one (at most 7), always including the first and last. */
export function pageWindow(page: number, pages: number): number[] {
  const from = Math.max(1, Math.min(page - 3, pages - 6));
  const to = Math.min(pages, from + 6);
  const out: number[] = [];
  for (let p = from; p <= to; p++) out.push(p);
  if (out[0] !== 1) out.unshift(1);
  if (out[out.length - 1] !== pages) out.push(pages);
  return out;
}

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
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  if (pages <= 1) return null;
  const page = Math.min(state.page, pages);
  const href = (p: number) => resultHref({ ...state, page: p }, lang);
  return (
    <Flex
      as="nav"
      aria-label={intl.formatMessage(searchMessages.pager)}
      gap="1"
      align="center"
      wrap="wrap"
      mt="6"
      fontSize="sm"
      data-testid="search-pager"
    >
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev">
          {intl.formatMessage(searchMessages.prev)}
        </Link>
      )}
      {pageWindow(page, pages).map((p) => (
        <Box
          key={p}
          asChild
          px="2"
          py="0.5"
          borderRadius="sm"
          bg={p === page ? 'var(--theme-primary)' : undefined}
          color={p === page ? 'white' : undefined}
        >
          <Link to={href(p)} aria-current={p === page ? 'page' : undefined}>
            {p}
          </Link>
        </Box>
      ))}
      {page < pages && (
        <Link to={href(page + 1)} rel="next">
          {intl.formatMessage(searchMessages.next)}
        </Link>
      )}
      <Text as="span" color="gray.500" ml="2">
        {intl.formatMessage(valueMessages.pageOf, { page, pages })}
      </Text>
    </Flex>
  );
}
