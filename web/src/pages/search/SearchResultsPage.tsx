/**
 * Search result pages (docs/product/search.md#search-types-and-result-pages): /article, /searchPublication, /mag, /textList, /audioList, /informationList and
 * /othersList, each with query `type`, `index`, `searchText` (or `searchType`); see components/search/url.ts for the rest. One query
 * loads the frame and the results: `site.search` for a basic search, `site.advancedSearch` for the advanced form's
 * rows (`adv`) or author/keyword facets. A `type` that belongs to another route redirects there (so the header form
 * works without JavaScript). No keyword shows the requirement; a failed search shows its readable message.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLang } from '../../app/lang.js';
import { QueryError } from '../../app/QueryError.js';
import { siteArgsFromParams, useSiteArgs } from '../../app/site.js';
import { useRenderOutcome } from '../../app/ssrStatus.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import { sendSearchBeacon } from '../../components/usage/beacon.js';
import { graphql } from '../../gql/index.js';
import type { SearchResults_ResultFragment, Frame_SiteFragment } from '../../gql/graphql.js';
import type { PageLoader } from '../../routes/lazy.js';
import NotFoundPage from '../../components/errors/NotFoundPage.js';
import { valueMessages } from '../../components/search/messages.js';
import { resultMessages } from './resultMessages.js';
import { Redirect } from './Redirect.js';
import { ResultsView } from './ResultsView.js';
import { searchFailure } from './searchErrors.js';
import { SearchResultsIntl } from './SearchResultsIntl.js';
import { renderedSearchError, SearchError, SearchNoKeyword } from './SearchStates.js';
import { searchPlan } from './plan.js';
import { SearchFrame, SearchFrameQuery } from './SearchFrame.js';
import { KEYWORD_MAX, type SearchState, toAdvancedInput, toSearchInput } from '../../components/search/url.js';

export const SearchPageQuery = graphql(`
  query SearchPage($sld: String, $siteId: Int, $input: SearchInput!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      search(input: $input) { ...SearchResults_result }
    }
  }
`);

export const AdvancedSearchResultsQuery = graphql(`
  query AdvancedSearchResults($sld: String, $siteId: Int, $input: AdvancedSearchInput!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      advancedSearch(input: $input) { ...SearchResults_result }
    }
  }
`);

/** The search's failure inside the frame: the readable message of BAD_REQUEST, else the generic text and code. */
function Failure({ error }: { error: unknown }) {
  const failure = searchFailure(error);
  const outcome = useRenderOutcome();
  if (failure) outcome.status = failure.status;
  // GraphQL errors are not part of the serialized cache: when hydrating a server-rendered failure there is no error
  // object, so the server's text is taken from the markup being hydrated (same text, no hydration mismatch).
  const [fromMarkup] = useState(() => (failure ? null : renderedSearchError()));
  const shown = failure ?? fromMarkup;
  return <SearchError message={shown?.message ?? null} code={shown?.code ?? null} />;
}

/** The frame with the results, or the failure of the search inside the frame. */
function Outcome({
  site,
  result,
  error,
  state,
}: {
  site: Frame_SiteFragment | undefined;
  result: SearchResults_ResultFragment | null | undefined;
  error: unknown;
  state: SearchState;
}) {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(resultMessages.resultsTitle);
  if (!site) return error ? <QueryError error={error} /> : null;
  return (
    <Frame site={site}>
      <Title page={state.keyword ? `${title}: ${state.keyword}` : title} site={site.name} />
      {result ? (
        <ResultsView result={result} state={state} lang={lang} siteId={site.id} />
      ) : result === null ? (
        <Failure error={error} />
      ) : null}
    </Frame>
  );
}

/**
 * Reports the search to COUNTER once its first page of results is shown (docs/product/usage.md#counter-metrics): in
 * the browser, so that a search counts the same whether its page came from the server, the page cache or a client
 * navigation.
 */
function useSearchBeacon(siteId: number | undefined, ran: boolean, input: { page?: number | null }): void {
  const key = JSON.stringify(input);
  const firstPage = !input.page;
  useEffect(() => {
    if (ran && siteId && firstPage) sendSearchBeacon(siteId, JSON.parse(key) as object);
  }, [siteId, ran, firstPage, key]);
}

function BasicResults({ state }: { state: SearchState }) {
  const site = useSiteArgs();
  const input = toSearchInput(state);
  const { data, previousData, error } = useQuery(SearchPageQuery, {
    variables: { sld: site.sld, siteId: site.id, input },
    errorPolicy: 'all',
  });
  useSearchBeacon(data?.site.id, Boolean(data?.site.search), input);
  const shown = data ?? previousData;
  return <Outcome site={shown?.site} result={shown?.site.search} error={error} state={state} />;
}

function AdvancedResults({ state }: { state: SearchState }) {
  const site = useSiteArgs();
  const input = toAdvancedInput(state);
  const { data, previousData, error } = useQuery(AdvancedSearchResultsQuery, {
    variables: { sld: site.sld, siteId: site.id, input },
    errorPolicy: 'all',
  });
  useSearchBeacon(data?.site.id, Boolean(data?.site.advancedSearch), input);
  const shown = data ?? previousData;
  return <Outcome site={shown?.site} result={shown?.site.advancedSearch} error={error} state={state} />;
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params, search, pathname, lang }) => {
  const plan = searchPlan(pathname, search, lang);
  const site = siteArgsFromParams(params);
  if (plan.kind === 'frame') return { query: SearchFrameQuery, variables: { sld: site.sld, siteId: site.id } };
  if (plan.kind === 'basic') {
    return { query: SearchPageQuery, variables: { sld: site.sld, siteId: site.id, input: toSearchInput(plan.state) } };
  }
  if (plan.kind === 'advanced') {
    const input = toAdvancedInput(plan.state);
    return { query: AdvancedSearchResultsQuery, variables: { sld: site.sld, siteId: site.id, input } };
  }
  return null;
};

/** One result route: the requirement, a failure, a redirect or the results (SearchResultsPage provides its texts). */
function SearchResults() {
  const intl = useIntl();
  const lang = useLang();
  const location = useLocation();
  const plan = searchPlan(location.pathname, new URLSearchParams(location.search), lang);
  if (plan.kind === 'notFound') return <NotFoundPage />;
  if (plan.kind === 'redirect') return <Redirect to={plan.to} />;
  const title = intl.formatMessage(resultMessages.resultsTitle);
  if (plan.kind === 'frame') {
    const message =
      plan.reason === 'advInvalid'
        ? intl.formatMessage(resultMessages.advInvalid)
        : plan.reason === 'tooLong'
          ? intl.formatMessage(valueMessages.keywordTooLong, { max: KEYWORD_MAX })
          : null;
    return (
      <SearchFrame title={title} {...(message ? { status: 400 } : {})}>
        {message ? <SearchError message={message} /> : <SearchNoKeyword />}
      </SearchFrame>
    );
  }
  return plan.kind === 'advanced' ? <AdvancedResults state={plan.state} /> : <BasicResults state={plan.state} />;
}

/** The result route component (all result routes); their texts come with this chunk (SearchResultsIntl.tsx). */
export default function SearchResultsPage() {
  return (
    <SearchResultsIntl>
      <SearchResults />
    </SearchResultsIntl>
  );
}
