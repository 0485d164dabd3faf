/**
 * The empty, no-keyword and error states of a result page, in the page language. The error state shows the
 * gateway's readable message (e.g. a syntax error from BAD_REQUEST, docs/product/search.md#query-language) under a heading.
 */
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { SearchEmpty_AlternativeFragment, SearchAlternativeKind } from '../../gql/graphql.js';
import { fieldFor } from '../../components/search/types.js';
import { resultHref, type SearchState } from '../../components/search/url.js';
import { resultMessages, resultValueMessages } from './resultMessages.js';

export const SearchEmpty_alternative = graphql(`
  fragment SearchEmpty_alternative on SearchAlternative {
    kind
    q
    field
    precision
    total
  }
`);

const ALT_MESSAGES: Record<SearchAlternativeKind, (typeof resultValueMessages)['altFuzzy']> = {
  ALL_FIELDS: resultValueMessages.altAllFields,
  FUZZY: resultValueMessages.altFuzzy,
  DROP_RAREST: resultValueMessages.altDropRarest,
};

/**
 * No hit matched: the query, a hint, and the searches that would find something (SearchResult.alternatives,
 * docs/product/search.md, When nothing is found), each a link with its count that keeps the page's type and filters.
 */
export function SearchEmpty({
  query,
  alternatives,
  state,
  lang,
}: {
  query: string;
  alternatives: readonly SearchEmpty_AlternativeFragment[];
  state: SearchState;
  lang: Lang;
}) {
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
      {alternatives.length > 0 && (
        <Box mt="6" data-testid="search-alternatives">
          <Text fontWeight="semibold" mb="2">
            {intl.formatMessage(resultMessages.alternativesTitle)}
          </Text>
          <List.Root listStyleType="none" gap="1">
            {alternatives.map((a) => (
              <List.Item key={`${a.kind}:${a.q}`}>
                <Link
                  to={resultHref(
                    {
                      ...state,
                      keyword: a.q,
                      field: fieldFor(state.type, a.field),
                      precision: a.precision === 1 ? 1 : 0,
                      page: 1,
                    },
                    lang,
                  )}
                  style={{ color: 'var(--theme-primary)', textDecoration: 'underline' }}
                  data-kind={a.kind}
                >
                  {intl.formatMessage(ALT_MESSAGES[a.kind], { query: a.q, total: a.total })}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
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
