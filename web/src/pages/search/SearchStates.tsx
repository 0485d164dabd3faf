/**
 * The empty, no-keyword and error states of a result page, in the page language. The error state shows the
 * gateway's readable message (e.g. a syntax error from BAD_REQUEST, docs/product/search.md#query-language) under a heading.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { resultMessages } from './resultMessages.js';

/** No hit matched. */
export function SearchEmpty({ query }: { query: string }) {
  const intl = useIntl();
  return (
    <Box py="12" textAlign="center" data-testid="search-empty">
      <Heading as="h2" size="md" mb="2">
        {intl.formatMessage(resultMessages.emptyTitle)}
      </Heading>
      {query && (
        <Text color="gray.700" mb="1">
          “{query}”
        </Text>
      )}
      <Text color="gray.600">{intl.formatMessage(resultMessages.emptyHint)}</Text>
    </Box>
  );
}

/** No keyword in the URL (a search term is required, docs/product/search.md#keyword-rules). */
export function SearchNoKeyword() {
  const intl = useIntl();
  return (
    <Box py="12" textAlign="center" data-testid="search-no-keyword">
      <Heading as="h2" size="md" mb="2">
        {intl.formatMessage(resultMessages.noKeywordTitle)}
      </Heading>
      <Text color="gray.600">{intl.formatMessage(resultMessages.noKeywordHint)}</Text>
    </Box>
  );
}

/** The search failed: `message` is readable (from the gateway or a local check); `code` is shown when generic. */
export function SearchError({ message, code }: { message: string | null; code?: string | null }) {
  const intl = useIntl();
  return (
    <Box role="alert" py="12" textAlign="center" data-testid="search-error-state" data-code={code ?? undefined}>
      <Heading as="h2" size="md" mb="2">
        {intl.formatMessage(resultMessages.errorTitle)}
      </Heading>
      <Text color="red.700" data-message={message ? 'server' : undefined}>
        {message ?? intl.formatMessage(resultMessages.errorGeneric)}
      </Text>
      {!message && code && (
        <Text color="gray.500" fontSize="sm">
          {code}
        </Text>
      )}
    </Box>
  );
}

/** The failure a server render put in the page (message and code of SearchError), or null; browser only. */
export function renderedSearchError(): { message: string | null; code: string | null } | null {
  if (typeof document === 'undefined') return null;
  const box = document.querySelector('[data-testid="search-error-state"]');
  if (!box) return null;
  return {
    message: box.querySelector('[data-message]')?.textContent ?? null,
    code: box.getAttribute('data-code'),
  };
}
