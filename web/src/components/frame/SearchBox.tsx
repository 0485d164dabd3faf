/**
 * Header search area (docs/product/sites-and-frame.md#search-area): keyword box (at most 150 characters, with the
 * 'require keyword' placeholder), field dropdown (the fields of the selected type, docs/product/search.md#fields),
 * resource-type radios (header config `resourceTypes`) and the advanced search link (/seniorSearch). Submitting runs the
 * search flow of docs/product/search.md#search-flow (useSearchSubmit). Without JavaScript the form still works: it GETs /article with `type`, `index`, `searchText`
 * and the result page redirects to the route of the type. As the reader types, the box offers suggestions
 * (SearchSuggestions.tsx, docs/product/search.md#suggestions), an enhancement the form does not depend on.
 */
import type { FormEvent } from 'react';
import { Box, chakra, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { SearchBox_HeaderFragment } from '../../gql/graphql.js';
import { TYPE_IDS, typesFromResourceIds } from '../search/types.js';
import { KEYWORD_MAX } from '../search/url.js';
import { useSearchSubmit } from '../search/useSearchSubmit.js';
import { useNavigate } from 'react-router';
import { frameMessages } from './messages.js';
import { FieldSelect, SearchButton, KeywordInput, SearchInlineError, TypeRadios } from './SearchControls.js';
import { suggestionTarget, useSuggestCombobox } from './SearchSuggestions.js';
import { useSearchForm } from './useSearchForm.js';

export const SearchBox_header = graphql(`
  fragment SearchBox_header on HeaderConfig {
    searchBox
    advSearch
    resourceSearch
    resourceTypes
  }
`);

/** The header's keyword limit (docs/product/search.md#keyword-rules). */
export const HEADER_KEYWORD_MAX = KEYWORD_MAX;

/** The types a header offers: the configured ones, else articles only. */
export function headerTypes(header: SearchBox_HeaderFragment) {
  const types = typesFromResourceIds(header.resourceTypes);
  return types.length ? types : (['ARTICLE'] as const);
}

/** The search area of the header. */
export function SearchBox({ header }: { header: SearchBox_HeaderFragment }) {
  const intl = useIntl();
  const lang = useLang();
  const types = headerTypes(header);
  const form = useSearchForm(types);
  const { submit, error, pending, clearError } = useSearchSubmit();
  const placeholder = intl.formatMessage(frameMessages.searchPlaceholder);
  const navigate = useNavigate();
  // suggestions as the reader types (docs/product/search.md#suggestions): a title or journal opens its page, a
  // keyword or author searches that field
  const combobox = useSuggestCombobox(form.keyword, (s, siteId) => {
    const target = suggestionTarget(s, siteId, lang);
    if ('href' in target) {
      void navigate(target.href);
      return;
    }
    form.setKeyword(target.search.keyword);
    void submit({ ...target.search, maxLength: KEYWORD_MAX });
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ keyword: form.keyword, type: form.type, field: form.field, maxLength: KEYWORD_MAX });
  }

  return (
    <chakra.form
      role="search"
      action="/article"
      method="get"
      onSubmit={onSubmit}
      display="flex"
      flexDirection="column"
      gap="1"
      py="2"
      flex={{ xl: '1 1 0%' }}
      minW="0"
      data-testid="header-search"
    >
      <input type="hidden" name="lang" value={lang} />
      <Flex gap="2" align="center" wrap="wrap">
        <FieldSelect type={form.type} value={form.field} onChange={form.setField} />
        {/* the box holds the keyword input and its suggestion list, which takes the box's width (wider from md up) */}
        <Box position="relative" width="200px" maxW="100%" flexShrink="1" minW="0">
          <KeywordInput
            value={form.keyword}
            onChange={(v) => {
              form.setKeyword(v);
              if (error) clearError();
            }}
            maxLength={KEYWORD_MAX}
            placeholder={placeholder}
            width="100%"
            combobox={combobox.inputProps}
          />
          {combobox.list}
        </Box>
        <SearchButton label={intl.formatMessage(frameMessages.searchButton)} disabled={pending} />
        {header.advSearch && (
          <Box asChild fontSize="sm" color="inherit" textDecoration="underline">
            <a href={`/seniorSearch?lang=${lang}`}>{intl.formatMessage(frameMessages.advancedSearch)}</a>
          </Box>
        )}
      </Flex>
      {header.resourceSearch && types.length > 1 && (
        <TypeRadios types={types} value={form.type} onChange={form.setType} />
      )}
      {!header.resourceSearch && <input type="hidden" name="type" value={TYPE_IDS[form.type]} />}
      <SearchInlineError message={error} />
    </chakra.form>
  );
}
