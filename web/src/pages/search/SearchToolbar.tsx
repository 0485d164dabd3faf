/** Sort options and time ranges (docs/product/search.md, Sorting and Time ranges) as links that keep the rest of the search (back to page 1). */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { rangeMessages, rangeYearsMessage, resultMessages, sortMessages } from './resultMessages.js';
import { RANGES, resultHref, type SearchState, SORTS } from '../../components/search/url.js';

function Option({ href, active, children }: { href: string; active: boolean; children: string }) {
  return (
    <Box
      asChild
      px="2"
      py="0.5"
      borderRadius="sm"
      bg={active ? 'var(--theme-primary)' : undefined}
      color={active ? 'white' : undefined}
    >
      <Link to={href} aria-current={active ? 'true' : undefined}>
        {children}
      </Link>
    </Box>
  );
}

/** The sort and time-range rows. */
export function SearchToolbar({ state, lang }: { state: SearchState; lang: Lang }) {
  const intl = useIntl();
  return (
    <Box fontSize="sm" mb="3" data-testid="search-toolbar">
      <Flex gap="1" align="center" wrap="wrap" mb="1" role="group" aria-label={intl.formatMessage(resultMessages.sort)}>
        <Text as="span" color="gray.600" mr="1">
          {intl.formatMessage(resultMessages.sort)}:
        </Text>
        {SORTS.map((s) => (
          <Option key={s} href={resultHref({ ...state, sort: s, page: 1 }, lang)} active={state.sort === s}>
            {intl.formatMessage(sortMessages[s])}
          </Option>
        ))}
      </Flex>
      <Flex gap="1" align="center" wrap="wrap" role="group" aria-label={intl.formatMessage(resultMessages.range)}>
        <Text as="span" color="gray.600" mr="1">
          {intl.formatMessage(resultMessages.range)}:
        </Text>
        {RANGES.map((r) => (
          <Option key={r} href={resultHref({ ...state, range: r, page: 1 }, lang)} active={state.range === r}>
            {r === 0 ? intl.formatMessage(rangeMessages.all) : intl.formatMessage(rangeYearsMessage, { n: r })}
          </Option>
        ))}
      </Flex>
    </Box>
  );
}
