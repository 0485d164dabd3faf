/**
 * The body of a result page (docs/product/search.md#search-types-and-result-pages): type tabs, result count, sort and time range, facets, the hits
 * and paging; the empty state when nothing matched. Everything is a link built from the URL state. From `md` the
 * facets are a column beside the hits; below it the hits follow the toolbar and the facets open from a "Filter"
 * button (FilterDrawer.tsx), by CSS alone so that the server's HTML is laid out right on a phone.
 */
import { Box, Flex, Grid, GridItem, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { SearchResults_ResultFragment } from '../../gql/graphql.js';
import { ListBarSlot } from '../../components/basket/ListSlots.js';
import { HITS_LIST, HitList } from './hits/HitList.js';
import { typeMessages } from '../../components/search/messages.js';
import { resultMessages, resultValueMessages } from './resultMessages.js';
import { FilterDrawer } from './FilterDrawer.js';
import { SearchFacets } from './SearchFacets.js';
import { SearchPager } from './SearchPager.js';
import { SearchEmpty } from './SearchStates.js';
import { SearchToolbar } from './SearchToolbar.js';
import { ALL_TYPES } from '../../components/search/types.js';
import { basicState, describeQuery, resultHref, type SearchState } from '../../components/search/url.js';

export const SearchResults_result = graphql(`
  fragment SearchResults_result on SearchResult {
    total
    page
    size
    terms
    hits { ...SearchHit_hit }
    clusters { ...SearchFacets_cluster }
    alternatives { ...SearchEmpty_alternative }
  }
`);

/** Links to the same keyword in the other resource types (basic searches only). */
function TypeTabs({ state, lang }: { state: SearchState; lang: Lang }) {
  const intl = useIntl();
  if (Array.isArray(state.adv)) return null;
  return (
    <Flex
      as="nav"
      gap="1"
      wrap="wrap"
      mb="4"
      borderBottom="2px solid var(--theme-bottom-line)"
      data-testid="search-type-tabs"
    >
      {ALL_TYPES.map((t) => {
        const active = t === state.type;
        return (
          <Box
            key={t}
            asChild
            px="3"
            py="1"
            fontSize="sm"
            bg={active ? 'var(--theme-primary)' : undefined}
            color={active ? 'white' : undefined}
            borderTopRadius="sm"
          >
            <Link to={resultHref(basicState(t, state.keyword, 'ALL'), lang)} aria-current={active ? 'page' : undefined}>
              {intl.formatMessage(typeMessages[t])}
            </Link>
          </Box>
        );
      })}
    </Flex>
  );
}

/** Results with their controls. */
export function ResultsView({
  result,
  state,
  lang,
  siteId,
}: {
  result: SearchResults_ResultFragment;
  state: SearchState;
  lang: Lang;
  siteId: number;
}) {
  const intl = useIntl();
  const query = describeQuery(state);
  const clusters = result.clusters ?? [];
  const hasFacets = clusters.some((c) => c.buckets.length > 0);
  const articles = result.hits.filter((h) => h.type === 'ARTICLE');
  return (
    <Box data-testid="search-results" data-type={state.type}>
      <TypeTabs state={state} lang={lang} />
      <Heading as="h1" size="lg" mb="1">
        {intl.formatMessage(resultMessages.resultsTitle)}
      </Heading>
      <Flex align="center" justify="space-between" gap="2" mb="3">
        <Text color="gray.700" data-testid="search-count">
          {intl.formatMessage(resultValueMessages.count, { total: result.total, query })}
        </Text>
        {hasFacets && <FilterDrawer clusters={clusters} state={state} lang={lang} total={result.total} />}
      </Flex>
      <SearchToolbar state={state} lang={lang} />
      <Grid templateColumns={{ base: '1fr', md: hasFacets ? '220px 1fr' : '1fr' }} gap="8">
        {hasFacets && (
          <GridItem minW="0" display={{ base: 'none', md: 'block' }}>
            <SearchFacets clusters={clusters} state={state} lang={lang} />
          </GridItem>
        )}
        <GridItem minW="0" data-testid="search-hit-column">
          {articles.length > 0 && <ListBarSlot list={HITS_LIST} articles={articles} siteId={siteId} />}
          {result.hits.length === 0 ? (
            <SearchEmpty query={query} alternatives={result.alternatives} state={state} lang={lang} />
          ) : (
            <HitList hits={result.hits} siteId={siteId} lang={lang} start={result.page * result.size + 1} />
          )}
          <SearchPager state={state} lang={lang} total={result.total} size={result.size || 20} />
        </GridItem>
      </Grid>
    </Box>
  );
}
