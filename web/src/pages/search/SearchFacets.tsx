/**
 * Facets (SearchResult.clusters: journal, year, column, author, keyword) as links that add or remove the filter in
 * the URL (docs/product/search.md#result-page-url; works without JavaScript). Selected values are marked and link to their removal.
 * A facet whose counts rc-pub estimated from a sample of a very large result set (SearchCluster.approximate) says so
 * under its heading and marks each count (≈ / 约); screen readers hear "about N" instead of the marker.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { SearchFacets_ClusterFragment } from '../../gql/graphql.js';
import { facetMessages, resultMessages, resultValueMessages } from './resultMessages.js';
import {
  FACET_PARAMS,
  type FacetParam,
  resultHref,
  type SearchState,
  toggleFilter,
} from '../../components/search/url.js';

export const SearchFacets_cluster = graphql(`
  fragment SearchFacets_cluster on SearchCluster {
    field
    approximate
    buckets { value label count }
  }
`);

function asParam(field: string): FacetParam | null {
  return FACET_PARAMS.find((p) => p === field) ?? null;
}

/**
 * A bucket's count after its label: "(3)" when exact; when estimated, "(≈41800)" / "(约41800)" shown with the note as
 * tooltip but hidden from screen readers, which read "about 41800" / "约 41800" instead.
 */
function FacetCount({ count, approximate }: { count: number; approximate: boolean }) {
  const intl = useIntl();
  if (!approximate)
    return (
      <Text as="span" color="gray.500">
        ({count})
      </Text>
    );
  const values = { count: String(count) };
  return (
    <>
      <Text
        as="span"
        color="gray.500"
        aria-hidden="true"
        title={intl.formatMessage(resultMessages.approxNote)}
        data-approximate="true"
      >
        ({intl.formatMessage(resultValueMessages.approxCount, values)})
      </Text>
      <Text as="span" srOnly>
        {intl.formatMessage(resultValueMessages.approxCountSpoken, values)}
      </Text>
    </>
  );
}

/**
 * The facets: the column beside the results from `md`, and the content of the phone's filter dialog
 * (FilterDrawer.tsx), whose links carry `linkState` (the history state that keeps the dialog open) and are `roomy`
 * (44 px targets for fingers).
 */
export function SearchFacets({
  clusters,
  state,
  lang,
  linkState,
  roomy = false,
}: {
  clusters: readonly SearchFacets_ClusterFragment[];
  state: SearchState;
  lang: Lang;
  linkState?: object;
  roomy?: boolean;
}) {
  const intl = useIntl();
  const shown = clusters.filter((c) => asParam(c.field) && c.buckets.length > 0);
  if (shown.length === 0) return null;
  return (
    <Box as="nav" aria-label={intl.formatMessage(resultMessages.facets)} data-testid="search-facets">
      {shown.map((c) => {
        const param = asParam(c.field) as FacetParam;
        return (
          <Box key={c.field} mb="5">
            <Heading as="h2" size="sm" mb="2" pb="1" borderBottom="2px solid var(--theme-bottom-line)">
              {facetMessages[c.field] ? intl.formatMessage(facetMessages[c.field]!) : c.field}
            </Heading>
            {c.approximate ? (
              <Text fontSize="xs" color="gray.600" mt="-1" mb="2" data-testid="facet-approx-note">
                {intl.formatMessage(resultMessages.approxNote)}
              </Text>
            ) : null}
            <Box as="ul" listStyleType="none" p="0" m="0" fontSize="sm">
              {c.buckets.map((b) => {
                const selected = state.filters[param].includes(b.value);
                return (
                  <Box
                    as="li"
                    key={b.value}
                    py={roomy ? '0' : '0.5'}
                    css={
                      roomy ? { '& > a': { display: 'flex', alignItems: 'center', gap: '1', minH: '44px' } } : undefined
                    }
                  >
                    <Link
                      to={resultHref(toggleFilter(state, param, b.value), lang)}
                      state={linkState}
                      aria-current={selected ? 'true' : undefined}
                      title={selected ? intl.formatMessage(resultMessages.removeFilter) : undefined}
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
                      <FacetCount count={b.count} approximate={c.approximate} />
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
