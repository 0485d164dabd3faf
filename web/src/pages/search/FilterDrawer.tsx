/**
 * The facets on phones (docs/product/search.md#filters-and-facets): below the `md` breakpoint the facet column
 * is hidden by CSS and the results follow the count and the toolbar; a "Filter (n)" button, n the active filters,
 * opens the same facet links in a native modal `<dialog>` (full screen on phones). Focus stays inside; Escape, × or
 * "Show N results" closes it and focus returns to the button. A facet picked in the dialog navigates with a history
 * state that keeps the dialog open on the new result page (also when that page mounts anew, as it does when the
 * first author or keyword filter switches it to the advanced search), so the reader can pick several filters and
 * then look at the results. Everything is CSS by breakpoint: the server render is already right on a phone.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { Lang } from '../../app/lang.js';
import type { SearchFacets_ClusterFragment } from '../../gql/graphql.js';
import { DialogHeader, modalDialogCss, outlineButtonCss } from '../../components/dialog/DialogHeader.js';
import { FACET_PARAMS, type SearchState } from '../../components/search/url.js';
import { filterMessages, filterValueMessages } from './resultMessages.js';
import { SearchFacets } from './SearchFacets.js';

/** The history state of a result page opened from a facet link in the dialog. */
export const FILTER_DRAWER_STATE = { searchFilters: true } as const;

function fromDrawer(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { searchFilters?: unknown }).searchFilters === true;
}

/** How many facet values the search is filtered by. */
export function activeFilters(state: SearchState): number {
  return FACET_PARAMS.reduce((n, p) => n + state.filters[p].length, 0);
}

const showButtonCss = {
  ...outlineButtonCss,
  justifyContent: 'center',
  w: '100%',
  minH: '44px',
  bg: 'var(--theme-primary)',
  color: 'white',
  _hover: { bg: 'var(--theme-hover)' },
};

/** The modal dialog, open while mounted; `onClose` runs once it has closed (Escape, × or the show button). */
function FilterDialog({
  clusters,
  state,
  lang,
  total,
  onClose,
}: {
  clusters: readonly SearchFacets_ClusterFragment[];
  state: SearchState;
  lang: Lang;
  total: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden'; // the page behind does not scroll under the dialog
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, []);
  const close = () => ref.current?.close();
  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="search-filter-dialog"
      css={modalDialogCss}
      w={{ base: '100vw', md: '480px' }}
      h={{ base: '100dvh', md: 'auto' }}
      overflow="hidden"
      textAlign="start"
    >
      <Box display="flex" flexDirection="column" h="100%" maxH={{ base: '100dvh', md: '85vh' }}>
        <DialogHeader
          titleId={titleId}
          title={intl.formatMessage(filterMessages.title)}
          closeLabel={intl.formatMessage(filterMessages.close)}
          onClose={close}
        />
        <Box flex="1" overflowY="auto" px="5" pt="3">
          <SearchFacets clusters={clusters} state={state} lang={lang} linkState={FILTER_DRAWER_STATE} roomy />
        </Box>
        <Box px="5" py="3" borderTop="1px solid" borderColor="gray.200">
          <chakra.button type="button" css={showButtonCss} onClick={close} data-testid="search-filter-show">
            {intl.formatMessage(filterValueMessages.show, { total })}
          </chakra.button>
        </Box>
      </Box>
    </chakra.dialog>
  );
}

/** The "Filter (n)" button, shown below `md` only, and its dialog. */
export function FilterDrawer({
  clusters,
  state,
  lang,
  total,
}: {
  clusters: readonly SearchFacets_ClusterFragment[];
  state: SearchState;
  lang: Lang;
  total: number;
}) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const reopened = fromDrawer(location.state);
  // After the render that hydrated the page (the server never renders the dialog open).
  useEffect(() => {
    if (reopened) setOpen(true);
  }, [reopened]);
  const onClose = () => {
    setOpen(false);
    button.current?.focus();
    // a reload or a later visit of this entry shows the results, not the dialog
    if (reopened) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };
  const count = activeFilters(state);
  return (
    <>
      <chakra.button
        ref={button}
        type="button"
        css={outlineButtonCss}
        display={{ base: 'inline-flex', md: 'none' }}
        aria-haspopup="dialog"
        data-testid="search-filter-button"
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(filterValueMessages.open, { count })}
      </chakra.button>
      {open && <FilterDialog clusters={clusters} state={state} lang={lang} total={total} onClose={onClose} />}
    </>
  );
}
