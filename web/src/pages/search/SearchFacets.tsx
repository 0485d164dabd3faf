/**
 * Facets (SearchResult.clusters: journal, year, column, author, keyword) as links that add or remove the filter in
 * the URL (SPEC §2 result routes; works without JavaScript). Selected values are marked and link to their removal.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { SearchFacets_ClusterFragment } from '../../gql/graphql.js';
import { facetMessages, searchMessages } from './messages.js';
import { FACET_PARAMS, type FacetParam, resultHref, type SearchState, toggleFilter } from './url.js';

export const SearchFacets_cluster = graphql(`
  fragment SearchFacets_cluster on SearchCluster {
    field
    buckets { value label count }
  }
`);

function asParam(field: string): FacetParam | null {
  return FACET_PARAMS.find((p) => p === field) ?? null;
}

/** The facet column. */
export function SearchFacets({
  clusters,
  state,
  lang,
}: {
  clusters: readonly SearchFacets_ClusterFragment[];
  state: SearchState;
  lang: Lang;
}) {
  const intl = useIntl();
  const shown = clusters.filter((c) => asParam(c.field) && c.buckets.length > 0);
  if (shown.length === 0) return null;
  return (
    <Box as="nav" aria-label={intl.formatMessage(searchMessages.facets)} data-testid="search-facets">
      {shown.map((c) => {
        const param = asParam(c.field) as FacetParam;
        return (
          <Box key={c.field} mb="5">
            <Heading as="h2" size="sm" mb="2" pb="1" borderBottom="2px solid var(--theme-bottom-line)">
              {facetMessages[c.field] ? intl.formatMessage(facetMessages[c.field]!) : c.field}
            </Heading>
            <Box as="ul" listStyleType="none" p="0" m="0" fontSize="sm">
              {c.buckets.map((b) => {
                const selected = state.filters[param].includes(b.value);
                return (
                  <Box as="li" key={b.value} py="0.5">
                    <Link
                      to={resultHref(toggleFilter(state, param, b.value), lang)}
                      aria-current={selected ? 'true' : undefined}
                      title={selected ? intl.formatMessage(searchMessages.removeFilter) : undefined}
                      data-facet={param}
                    >
                      <Text
                        as="span"
                        fontWeight={selected ? 'bold' : 'normal'}
                        color={selected ? 'var(--theme-primary)' : undefined}
                      >
                        {selected ? '✓ ' : ''}
                        {b.label}
                      </Text>{' '}
                      <Text as="span" color="gray.500">
                        ({b.count})
                      </Text>
                    </Link>
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
