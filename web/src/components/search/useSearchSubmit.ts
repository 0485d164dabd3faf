/**
 * The search flow of docs/product/search.md#search-flow, for the header box, the fixed bar and the results page box: the keyword is analysed
 * (GraphQL `analyzeSearch`, network-only); on an error the readable message is returned for inline display; on
 * success the search state is stored (`keywords`, `selectvalue`) and the result page of the selected type
 * opens. An empty keyword never submits (a search term is required).
 */
import { useState } from 'react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { SearchField, SearchType } from '../../gql/graphql.js';
import { searchMessages, valueMessages } from './messages.js';
import { storeSearchState } from './storage.js';
import { analyzeType } from './types.js';
import { basicState, resultHref } from './url.js';
import { usePageClient } from '../../app/pageClient.js';

export const AnalyzeSearchQuery = graphql(`
  query AnalyzeSearch($q: String!, $type: SearchType) {
    analyzeSearch(q: $q, type: $type) { q terms }
  }
`);

/**
 * The readable message of a failed analysis: the first GraphQL error's message. The gateway answers a query whose
 * data is null (analyzeSearch is non-null) with HTTP 400 and a JSON body, which Apollo reports as a ServerError.
 */
export function analyzeErrorMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown }[] };
      const message = body.errors?.[0]?.message;
      return typeof message === 'string' ? message : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** What the form asks for. */
export interface SearchRequest {
  keyword: string;
  type: SearchType;
  field: SearchField;
  maxLength: number;
}

/** Submit state: `error` is a readable message for the form (null when none). */
export interface SearchSubmit {
  submit(request: SearchRequest): Promise<void>;
  error: string | null;
  pending: boolean;
  clearError(): void;
}

/** The hook; returns `submit` and the inline error. */
export function useSearchSubmit(): SearchSubmit {
  const client = usePageClient(); // not Apollo's useApolloClient: app/pageClient.ts says why
  const navigate = useNavigate();
  const intl = useIntl();
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit({ keyword, type, field, maxLength }: SearchRequest): Promise<void> {
    const q = keyword.trim();
    if (!q) {
      setError(intl.formatMessage(searchMessages.keywordRequired));
      return;
    }
    if (q.length > maxLength) {
      setError(intl.formatMessage(valueMessages.keywordTooLong, { max: maxLength }));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await client.query({
        query: AnalyzeSearchQuery,
        variables: { q, type: analyzeType(type) },
        fetchPolicy: 'network-only',
      });
      if (result.error) throw result.error;
      storeSearchState(q, type);
      navigate(resultHref(basicState(type, q, field), lang));
    } catch (e) {
      setError(analyzeErrorMessage(e) || intl.formatMessage(searchMessages.analyzeFailed));
    } finally {
      setPending(false);
    }
  }

  return { submit, error, pending, clearError: () => setError(null) };
}
