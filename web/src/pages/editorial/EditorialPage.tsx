/**
 * Editorial board and books, one page module for both so the entry's route table grows by one entry
 * (budget):
 * - `/newEditorial/{siteId}/{menuId}/{firstExpertId}/{lang}?page=` (menu code editorial, docs/product/content.md#editorial-board): the board
 *   of the menu item, 10 a page, and the selected member (firstExpertId; 0 or absent = the page's first);
 * - `/book?columnId={menuId}` (the fallback route of the menu code `book`; the menu item's site; the frame
 *   is the Host's) and
 *   `/book/{siteId}/{menuId}/{lang}?page=`: the site's books with the book-cloud jump.
 * A malformed id answers the 404 page; a menu item unknown or of another site, or an expert not of the site, answers
 * the 404 body inside the site's frame.
 */
import { useQuery } from '@apollo/client/react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useLang } from '../../app/lang.js';
import { QueryError } from '../../app/QueryError.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import { graphql } from '../../gql/index.js';
import type { LoaderArgs, PageLoader } from '../../routes/lazy.js';
import { ContentNotFound } from '../../components/content/ContentNotFound.js';
import { idParam, intParam } from '../../components/content/params.js';
import { SiteDefault, siteDefaultLoader } from '../../components/sitedefault/SiteDefault.js';
import { JournalTrail } from '../../components/journalnav/JournalTrail.js';
import NotFoundPage from '../../components/errors/NotFoundPage.js';
import { BoardView } from './BoardView.js';
import { BookList } from './BookList.js';
import { EditorialIntl } from './EditorialIntl.js';

export const EditorialBoardPageQuery = graphql(`
  query EditorialBoardPage($siteId: Int!, $menuId: Int!, $expertId: Int, $page: Int) {
    site(id: $siteId) { ...Frame_site }
    editorialBoard(siteId: $siteId, menuId: $menuId) { ...BoardView_board }
  }
`);

export const BookShelfPageQuery = graphql(`
  query BookShelfPage($sld: String, $siteId: Int, $menuId: Int!, $page: Int) {
    site(sld: $sld, id: $siteId) { ...Frame_site }
    bookShelf(siteId: $siteId, menuId: $menuId) { ...BookList_shelf }
  }
`);

/** What the URL asks for: the board or the books, with ids; null when an id is malformed (the 404 page). */
type Ask =
  | { kind: 'board'; siteId: number; menuId: number; expertId: number; page: number }
  | { kind: 'books'; siteId: number | null; menuId: number; page: number };

/** The 1-based `?page=` of the URL (1 when absent or malformed). */
function pageOf(search: URLSearchParams): number {
  const p = intParam(search.get('page') ?? undefined);
  return p !== null && p > 0 ? p : 1;
}

/** Parses the route (see the module doc). */
export function askOf({ params, search, pathname }: Pick<LoaderArgs, 'params' | 'search' | 'pathname'>): Ask | null {
  const page = pageOf(search);
  if (pathname.startsWith('/book')) {
    const menuId = idParam(params.id) ?? idParam(search.get('columnId') ?? undefined);
    const siteId = idParam(params.siteId) ?? idParam(search.get('siteId') ?? undefined);
    return menuId === null ? null : { kind: 'books', siteId, menuId, page };
  }
  const siteId = idParam(params.siteId);
  const menuId = idParam(params.id);
  const expertId = intParam(params.editorialId) ?? 0;
  return siteId === null || menuId === null ? null : { kind: 'board', siteId, menuId, expertId, page };
}

/** True for /newEditorial without its menu item: the site's first board (docs/product/sites-and-frame.md#bare-routes). */
function isBareBoard({ params, pathname }: Pick<LoaderArgs, 'params' | 'pathname'>): boolean {
  return pathname.startsWith('/newEditorial') && params.id === undefined;
}

function variablesOf(ask: Ask): Record<string, number | null> {
  return ask.kind === 'board'
    ? { siteId: ask.siteId, menuId: ask.menuId, expertId: ask.expertId, page: ask.page - 1 }
    : { sld: null, siteId: ask.siteId, menuId: ask.menuId, page: ask.page - 1 };
}

function Board({ ask }: { ask: Extract<Ask, { kind: 'board' }> }) {
  const lang = useLang();
  const { data, error } = useQuery(EditorialBoardPageQuery, {
    variables: { siteId: ask.siteId, menuId: ask.menuId, expertId: ask.expertId, page: ask.page - 1 },
  });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const board = data.editorialBoard;
  // a named expert who is not on this site is a dead link: 404 (an empty board shows its own text)
  const found = board && (ask.expertId === 0 || board.expert);
  return (
    <Frame site={data.site}>
      {board && found ? (
        <EditorialIntl>
          <Title
            page={board.expert ? `${board.expert.name} - ${board.menu.name}` : board.menu.name}
            site={data.site.name}
          />
          <JournalTrail site={data.site} trail={[{ label: board.menu.name }]} />
          <BoardView board={board} siteId={ask.siteId} lang={lang} page={ask.page} />
        </EditorialIntl>
      ) : (
        <ContentNotFound site={data.site.name} />
      )}
    </Frame>
  );
}

function Books({ ask }: { ask: Extract<Ask, { kind: 'books' }> }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { data, error } = useQuery(BookShelfPageQuery, {
    variables: { sld: null, siteId: ask.siteId, menuId: ask.menuId, page: ask.page - 1 },
  });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const shelf = data.bookShelf;
  const href = (p: number) => {
    if (pathname === '/book') {
      const q = new URLSearchParams(search);
      if (p > 1) q.set('page', String(p));
      else q.delete('page');
      return `/book?${q.toString()}`;
    }
    return `/book/${shelf?.siteId ?? data.site.id}/${ask.menuId}/${lang}${p > 1 ? `?page=${p}` : ''}`;
  };
  return (
    <Frame site={data.site}>
      {shelf ? (
        <EditorialIntl>
          <Title page={shelf.menu.name} site={data.site.name} />
          <BookList shelf={shelf} page={ask.page} href={href} />
        </EditorialIntl>
      ) : (
        <ContentNotFound site={data.site.name} />
      )}
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = (args) => {
  if (isBareBoard(args)) return siteDefaultLoader(args.params, 'board');
  const ask = askOf(args);
  if (!ask) return null;
  return { query: ask.kind === 'board' ? EditorialBoardPageQuery : BookShelfPageQuery, variables: variablesOf(ask) };
};

/** The editorial board and books route component. */
export default function EditorialPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  if (isBareBoard({ params, pathname })) return <SiteDefault kind="board" />;
  const ask = askOf({ params, search, pathname });
  if (!ask) return <NotFoundPage />;
  return ask.kind === 'board' ? <Board ask={ask} /> : <Books ask={ask} />;
}
