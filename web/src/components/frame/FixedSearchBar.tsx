/**
 * The fixed top bar (docs/product/sites-and-frame.md#fixed-header): once the page is scrolled beyond the header, a bar
 * fixed at the top offers a resource-type selector and a keyword box (at most 125 characters); search runs on Enter or
 * the button (docs/product/search.md#search-flow). Not on article detail pages. Rendered hidden on the server. It starts
 * with the site's compact logo (or name) linking home.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { Box, chakra, Flex } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLang } from '../../app/lang.js';
import { isArticlePath } from '../../app/site.js';
import type { SearchBox_HeaderFragment } from '../../gql/graphql.js';
import { searchMessages } from '../search/messages.js';
import { FIXED_BAR_KEYWORD_MAX } from '../search/url.js';
import { useSearchSubmit } from '../search/useSearchSubmit.js';
import { frameMessages } from './messages.js';
import { headerTypes } from './SearchBox.js';
import { SearchButton, KeywordInput, SearchInlineError, TypeSelect } from './SearchControls.js';
import { useSearchForm } from './useSearchForm.js';

/**
 * Whether the window is scrolled past the page header (its `<header>` element's height), and the height of the
 * frame's sticky menu bar, which the fixed bar covers while shown (0 before the first measurement).
 */
function useScrolledPastHeader(): { past: boolean; cover: number } {
  const [state, setState] = useState({ past: false, cover: 0 });
  useEffect(() => {
    const onScroll = () => {
      const header = document.querySelector('header');
      const bar = document.querySelector<HTMLElement>('[data-testid="nav-bar"]');
      const past = window.scrollY > (header?.offsetHeight ?? 120);
      const cover = bar?.offsetHeight ?? 0;
      setState((s) => (s.past === past && s.cover === cover ? s : { past, cover }));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}

/** The fixed search bar. */
export function FixedSearchBar({
  header,
  logo,
  name,
  home,
}: {
  header: SearchBox_HeaderFragment;
  logo?: string | null;
  name?: string;
  home?: string;
}) {
  const intl = useIntl();
  const lang = useLang();
  const { pathname } = useLocation();
  const types = headerTypes(header);
  const form = useSearchForm(types);
  const { submit, error, pending, clearError } = useSearchSubmit();
  const { past, cover } = useScrolledPastHeader();
  if (isArticlePath(pathname)) return null;
  const placeholder = intl.formatMessage(frameMessages.searchPlaceholder);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ keyword: form.keyword, type: form.type, field: 'ALL', maxLength: FIXED_BAR_KEYWORD_MAX });
  }

  return (
    <Box
      position="fixed"
      top="0"
      left="0"
      right="0"
      zIndex="banner"
      bg="var(--theme-primary)"
      color="white"
      boxShadow="md"
      minH={cover ? `${cover}px` : undefined}
      alignContent="center"
      display={past ? 'block' : 'none'}
      aria-hidden={!past}
      data-testid="fixed-search-bar"
    >
      <chakra.form
        role="search"
        aria-label={intl.formatMessage(searchMessages.fixedBar)}
        action="/article"
        method="get"
        onSubmit={onSubmit}
        maxW="1200px"
        mx="auto"
        px="4"
        py="2"
      >
        <input type="hidden" name="lang" value={lang} />
        <Flex gap="2" align="center" justify="flex-end">
          {home && name && (
            <Box
              asChild
              mr="auto"
              minW="0"
              display={{ base: 'none', md: 'block' }}
              color="white"
              fontWeight="bold"
              data-testid="compact-logo"
            >
              <Link to={home}>{logo ? <chakra.img src={logo} alt={name} maxH="32px" maxW="200px" /> : name}</Link>
            </Box>
          )}
          <TypeSelect types={types} value={form.type} onChange={form.setType} />
          <KeywordInput
            value={form.keyword}
            onChange={(v) => {
              form.setKeyword(v);
              if (error) clearError();
            }}
            maxLength={FIXED_BAR_KEYWORD_MAX}
            placeholder={placeholder}
            width="280px"
          />
          <SearchButton label={intl.formatMessage(frameMessages.searchButton)} disabled={pending} />
        </Flex>
        <SearchInlineError message={error} />
      </chakra.form>
    </Box>
  );
}
