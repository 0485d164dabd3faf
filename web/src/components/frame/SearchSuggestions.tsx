/**
 * Suggestions under the header's keyword box (docs/product/search.md#suggestions), as a WAI-ARIA 1.2 combobox: the box
 * is `role=combobox` with `aria-expanded`, `aria-controls` (the listbox) and `aria-activedescendant` (the option the
 * arrow keys reached); ArrowDown/ArrowUp move through the options (and open a list closed with Escape), Enter picks
 * the active option (without one it submits the form), Escape closes, a click or tap picks. A status line tells
 * screen readers how many suggestions there are. Without JavaScript the box is a plain search box and the list is
 * never shown: suggestions are an enhancement of the form.
 */
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Lang } from '../../app/lang.js';
import type { SearchField, SearchType } from '../../gql/graphql.js';
import { articleHref } from '../content/hrefs.js';
import { frameMessages, suggestCountMessage } from './messages.js';
import type { KeywordComboboxProps } from './SearchControls.js';
import { type Suggestion, useSearchSuggestions } from './useSearchSuggestions.js';

/** What picking a suggestion does: open a page, or search the text in a field of a type. */
export type SuggestionTarget = { href: string } | { search: { keyword: string; type: SearchType; field: SearchField } };

/** Characters of the query language that would change a picked text's meaning (quotes are dropped). */
const QUERY_SYNTAX = /[\s()（）:：,;、。]|\b(AND|OR|NOT)\b/;

/** A picked text as a keyword: a quoted phrase when it has spaces, separators or operators, else as it is. */
export function suggestionKeyword(text: string): string {
  const plain = text.replace(/["＂“”「」『』]/g, ' ').trim();
  return QUERY_SYNTAX.test(plain) ? `"${plain}"` : plain;
}

/**
 * Where a suggestion leads: a title to its article page on the site, a journal to its own site's home
 * (`/homeNav/{sld}/{lang}`, as journal search hits link; a journal without a site searches journal titles), a keyword
 * or an author to the article search of that field.
 */
export function suggestionTarget(s: Suggestion, siteId: number | null, lang: Lang): SuggestionTarget {
  if (s.kind === 'TITLE' && s.articleId && siteId) return { href: articleHref(siteId, s.articleId, lang) };
  if (s.kind === 'JOURNAL' && s.publication?.siteSld) return { href: `/homeNav/${s.publication.siteSld}/${lang}` };
  const keyword = suggestionKeyword(s.text);
  if (s.kind === 'JOURNAL') return { search: { keyword, type: 'PUBLICATION', field: 'TITLE' } };
  const field: SearchField = s.kind === 'AUTHOR' ? 'AUTHOR' : s.kind === 'KEYWORD' ? 'KEYWORD' : 'TITLE';
  return { search: { keyword, type: 'ARTICLE', field } };
}

const KIND_MESSAGES = {
  JOURNAL: frameMessages.suggestJournal,
  KEYWORD: frameMessages.suggestKeyword,
  AUTHOR: frameMessages.suggestAuthor,
  TITLE: frameMessages.suggestTitle,
} as const;

/** The combobox: the props for the keyword box and the list to render beside it (in a `position: relative` box). */
export interface SuggestCombobox {
  inputProps: KeywordComboboxProps;
  list: ReactNode;
}

/**
 * The combobox of the box holding `text`; `onPick` receives the picked suggestion and the id of the site the
 * suggestions belong to (article links).
 */
export function useSuggestCombobox(
  text: string,
  onPick: (s: Suggestion, siteId: number | null) => void,
): SuggestCombobox {
  const intl = useIntl();
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const { items, siteId } = useSearchSuggestions(text, focused);
  // the active option belongs to the list it was chosen in: a new list starts with none
  const [chosen, setChosen] = useState<{ of: Suggestion[]; index: number }>({ of: [], index: -1 });
  const active = chosen.of === items ? chosen.index : -1;
  const setActive = (index: number) => setChosen({ of: items, index });
  const open = focused && items.length > 0 && closedFor !== text;
  const optionId = (i: number) => `${listId}-o${i}`;

  function pick(s: Suggestion) {
    setClosedFor(text);
    setActive(-1);
    onPick(s, siteId);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = items.length;
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && n > 0) {
      e.preventDefault();
      if (!open) {
        setClosedFor(null);
        setActive(e.key === 'ArrowDown' ? 0 : n - 1);
      } else setActive(e.key === 'ArrowDown' ? (active + 1) % n : active <= 0 ? n - 1 : active - 1);
    } else if (e.key === 'Enter' && open && active >= 0 && items[active]) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setClosedFor(text);
      setActive(-1);
    }
  }

  const inputProps: KeywordComboboxProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
    autoComplete: 'off',
    onKeyDown,
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      setActive(-1);
    },
  };

  const list = (
    <>
      <chakra.ul
        role="listbox"
        id={listId}
        aria-label={intl.formatMessage(frameMessages.suggestions)}
        hidden={!open}
        position="absolute"
        top="100%"
        left="0"
        right="0"
        minW={{ md: '320px' }}
        mt="1"
        p="1"
        listStyleType="none"
        bg="white"
        color="gray.800"
        border="1px solid"
        borderColor="gray.300"
        borderRadius="sm"
        boxShadow="md"
        zIndex="dropdown"
        data-testid="search-suggestions"
      >
        {open &&
          items.map((s, i) => (
            <chakra.li
              key={`${s.kind}:${s.text}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              display="flex"
              justifyContent="space-between"
              alignItems="baseline"
              gap="2"
              px="2"
              py="1"
              fontSize="sm"
              cursor="pointer"
              overflowWrap="anywhere"
              bg={i === active ? 'gray.100' : undefined}
              _hover={{ bg: 'gray.100' }}
              // keep the focus in the box, so the click below still finds the list open
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
              onMouseEnter={() => setActive(i)}
            >
              <span>{s.text}</span>
              <chakra.span fontSize="xs" color="gray.600" flexShrink="0">
                {intl.formatMessage(KIND_MESSAGES[s.kind])}
              </chakra.span>
            </chakra.li>
          ))}
      </chakra.ul>
      <chakra.span role="status" srOnly>
        {open ? intl.formatMessage(suggestCountMessage, { count: items.length }) : ''}
      </chakra.span>
    </>
  );
  return { inputProps, list };
}
