/**
 * Basket controls of an article list ("every table of contents, every search result list (select several,
 * or all on the page)"): a checkbox per article and a bar with 'Select all on this page' and 'Add to citation basket
 * (n)'. Loaded as its own chunk after hydration (slots.tsx): the controls need JavaScript and local storage, so the
 * server renders only their reserved space. The bar is one row 44 px high at every width (ListSlots.tsx reserves
 * exactly that): below the `sm` breakpoint the checkbox shows 'Select all' / '全选', its accessible name staying the
 * full 'Select all on this page' / '全选本页'.
 */
import { useEffect, useRef } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useAddToBasket } from './addToBasket.js';
import { CitationIntl } from './CitationIntl.js';
import { citationMessages as m, citationValueMessages as mv } from './messages.js';
import { setAllPicked, setPicked, useSelection } from './selection.js';
import { actionButtonCss, checkboxCss } from './styles.js';

/** The bar's add button: the action button, narrower on phones (one row at 360 px with a two-digit count). */
const barButtonCss = { ...actionButtonCss, px: { base: '2', sm: '3' } };

/** An article a list offers: its id and title (the basket entry's resName). */
export interface ListArticle {
  id: number;
  title: string;
}

function Pick({ list, article }: { list: string; article: ListArticle }) {
  const intl = useIntl();
  const picked = useSelection(list).has(article.id);
  return (
    <chakra.label display="flex" alignItems="center" justifyContent="center" w="44px" h="44px" cursor="pointer">
      <chakra.input
        type="checkbox"
        css={checkboxCss}
        checked={picked}
        aria-label={intl.formatMessage(mv.pick, { title: article.title })}
        data-testid="basket-pick"
        data-article-id={article.id}
        onChange={(e) => setPicked(list, article.id, e.currentTarget.checked)}
      />
    </chakra.label>
  );
}

/** The checkbox of one article of `list`. */
export function PickBox(props: { list: string; article: ListArticle }) {
  return (
    <CitationIntl>
      <Pick {...props} />
    </CitationIntl>
  );
}

function Bar({ list, articles, siteId }: { list: string; articles: readonly ListArticle[]; siteId: number | null }) {
  const intl = useIntl();
  const selection = useSelection(list);
  const { add, busy } = useAddToBasket(siteId);
  const all = useRef<HTMLInputElement>(null);
  const picked = articles.filter((a) => selection.has(a.id));
  const allPicked = articles.length > 0 && picked.length === articles.length;
  const some = picked.length > 0 && !allPicked;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  const ids = articles.map((a) => a.id);
  return (
    <Box
      display="flex"
      role="group"
      aria-label={intl.formatMessage(m.listTools)}
      alignItems="center"
      flexWrap="nowrap"
      gap={{ base: '1', sm: '2' }}
      h="44px"
      data-testid="basket-list-bar"
    >
      <chakra.label
        display="inline-flex"
        alignItems="center"
        gap="2"
        minH="44px"
        px={{ base: '1', sm: '3' }}
        flexShrink={0}
        cursor="pointer"
        fontSize="sm"
        whiteSpace="nowrap"
      >
        <chakra.input
          ref={all}
          type="checkbox"
          css={checkboxCss}
          checked={allPicked}
          // the full label is the name; phones show its first words only (the bar stays one row)
          aria-label={intl.formatMessage(m.selectPage)}
          data-testid="basket-pick-page"
          onChange={(e) => setAllPicked(list, ids, e.currentTarget.checked)}
        />
        <chakra.span aria-hidden display={{ base: 'none', sm: 'inline' }}>
          {intl.formatMessage(m.selectPage)}
        </chakra.span>
        <chakra.span aria-hidden display={{ base: 'inline', sm: 'none' }}>
          {intl.formatMessage(m.selectPageShort)}
        </chakra.span>
      </chakra.label>
      <chakra.button
        type="button"
        css={barButtonCss}
        disabled={busy}
        aria-busy={busy}
        data-testid="basket-add-selected"
        onClick={async () => {
          if (await add(picked.map((a) => ({ id: a.id, resName: a.title })))) setAllPicked(list, ids, false);
        }}
      >
        {intl.formatMessage(mv.addSelected, { count: picked.length })}
      </chakra.button>
    </Box>
  );
}

/** The bar of `list`, over the given articles of the page. */
export function ListBar(props: { list: string; articles: readonly ListArticle[]; siteId: number | null }) {
  return (
    <CitationIntl>
      <Bar {...props} />
    </CitationIntl>
  );
}
