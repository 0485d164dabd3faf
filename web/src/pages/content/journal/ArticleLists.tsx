/**
 * /newArticle and /thesisDetails (docs/product/content.md#journal-pages), rendered by the journal page module (AcademicPage.tsx):
 * - `/newArticle?columnId=&columnName=&code=&newsDataType=&newCompositeId=` — menu codes prePublication (the site's
 *   online-first articles, publication type 1) and conference (conference papers); no code means
 *   prePublication, another code is 404;
 * - `/thesisDetails?columnId=&Fpath=` — the articles of one column (Fpath = the column's name, JournalColumn.key; the
 *   last segment of a `/`-separated path), or the list of columns without Fpath. Graphical abstracts: the demo data
 *   has none (JATS abstract-type="graphical" is absent), so the lines show none; `graphicAbstract` is accepted.
 * The Host picks the site; `columnId` must be a menu item of that site (another site's or an unknown id is 404). Lists
 * are newest first, 20 a page, `page` (from 0) in the query; a page past the end is 404.
 */
import { useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { QueryError } from '../../../app/QueryError.js';
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import type { PageQuery } from '../../../routes/lazy.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import { intParam } from '../../../components/content/params.js';
import { LIST_PAGE_SIZE } from './AcademicLists.js';
import { ColumnList } from './ColumnList.js';
import { JournalArticleList } from './JournalArticleList.js';
import { newArticleHref, thesisDetailsHref } from './journalHrefs.js';
import { listMessages } from './listMessages.js';

export const ArticleListsQuery = graphql(`
  query ArticleLists(
    $list: JournalList!
    $column: String
    $page: Int!
    $size: Int!
    $menuId: Int!
    $hasMenu: Boolean!
    $columns: Boolean!
  ) {
    site {
      ...Frame_site
      id
      name
      channelOnSite(id: $menuId) @include(if: $hasMenu) { id name }
      journalArticles(list: $list, column: $column, page: $page, size: $size) @skip(if: $columns) {
        ...JournalArticleList_page
      }
      journalColumns @include(if: $columns) { ...ColumnList_column }
    }
  }
`);

/** What the URL asks for: which list (or the column index), the column, the menu item and the page. */
export interface OtherListArgs {
  route: 'newArticle' | 'thesisDetails';
  /** prePublication, conference, column, or columns (the column index of /thesisDetails without Fpath). */
  kind: 'prePublication' | 'conference' | 'column' | 'columns';
  column: string | null;
  menuId: number | null;
  page: number;
}

/** The arguments of /newArticle and /thesisDetails, `invalid` for a code these routes do not serve, else null. */
export function otherListArgs(pathname: string, search: URLSearchParams): OtherListArgs | 'invalid' | null {
  const menuId = intParam(search.get('columnId') ?? undefined);
  const page = Math.min(intParam(search.get('page') ?? undefined) ?? 0, 100_000);
  const base = { menuId: menuId && menuId > 0 ? menuId : null, page };
  if (pathname === '/newArticle') {
    const code = search.get('code') || 'prePublication';
    if (code !== 'prePublication' && code !== 'conference') return 'invalid';
    return { route: 'newArticle', kind: code, column: null, ...base };
  }
  if (pathname === '/thesisDetails') {
    const column =
      (search.get('Fpath') ?? '')
        .split('/')
        .filter((s) => s.trim())
        .pop()
        ?.trim() ?? '';
    if (column.length > 200) return 'invalid';
    return { route: 'thesisDetails', kind: column ? 'column' : 'columns', column: column || null, ...base };
  }
  return null;
}

/** The query variables of a list. */
function variablesOf(a: OtherListArgs) {
  return {
    list:
      a.kind === 'conference'
        ? ('CONFERENCE' as const)
        : a.kind === 'column'
          ? ('COLUMN' as const)
          : ('ONLINE_FIRST' as const),
    column: a.column,
    page: a.page,
    size: LIST_PAGE_SIZE,
    menuId: a.menuId ?? 0,
    hasMenu: a.menuId !== null,
    columns: a.kind === 'columns',
  };
}

/**
 * The loader's answer for these routes: their query, null (no query: 404 page) for an invalid code, or undefined when
 * the path is neither route.
 */
export function otherListLoader(pathname: string, search: URLSearchParams): PageQuery | null | undefined {
  const args = otherListArgs(pathname, search);
  if (args === null) return undefined;
  if (args === 'invalid') return null;
  return { query: ArticleListsQuery, variables: variablesOf(args) };
}

/** /thesisDetails may carry a DOI as its hash: `#10.xxxx/…` opens that article's page on this site. */
function useDoiHash(siteId: number | undefined) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const lang = useLang();
  useEffect(() => {
    let doi = '';
    try {
      doi = decodeURIComponent(hash.slice(1)).trim();
    } catch {
      return;
    }
    if (siteId && /^10\.\d{4,9}\/\S+$/.test(doi)) navigate(`/article/doi/${siteId}/${doi}/${lang}`, { replace: true });
  }, [hash, siteId, lang, navigate]);
}

/** The list page; AcademicPage wraps it in the journal pages' catalogue (JournalIntl). */
export function OtherListView({ args }: { args: OtherListArgs }) {
  const intl = useIntl();
  const lang = useLang();
  const { data, error } = useQuery(ArticleListsQuery, { variables: variablesOf(args) });
  useDoiHash(args.route === 'thesisDetails' ? data?.site.id : undefined);
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const site = data.site;
  const list = site.journalArticles;
  const wrongMenu = args.menuId !== null && !site.channelOnSite;
  const pastEnd = args.page > 0 && list?.articles.length === 0;
  if (wrongMenu || pastEnd)
    return (
      <Frame site={site}>
        <ContentNotFound site={site.name} />
      </Frame>
    );
  const named = { conference: listMessages.conference, prePublication: listMessages.prePublication };
  const heading =
    args.kind === 'column' || args.kind === 'columns'
      ? (args.column ?? site.channelOnSite?.name ?? intl.formatMessage(listMessages.columns))
      : (site.channelOnSite?.name ?? intl.formatMessage(named[args.kind]));
  const empty = intl.formatMessage(
    args.kind === 'conference'
      ? listMessages.emptyConference
      : args.kind === 'column'
        ? listMessages.emptyColumn
        : listMessages.emptyOnlineFirst,
  );
  const href = (n: number) =>
    args.route === 'thesisDetails'
      ? thesisDetailsHref(args.menuId, args.column ?? '', n, lang)
      : newArticleHref(args.menuId, args.kind, n, lang);
  return (
    <Frame site={site}>
      <Title page={heading} site={site.name} />
      {list ? (
        <JournalArticleList page={list} siteId={site.id} heading={heading} empty={empty} pageHref={href} level="h1" />
      ) : (
        <>
          <Heading as="h1" size="lg" mb="4">
            {heading}
          </Heading>
          <ColumnList columns={site.journalColumns ?? []} menuId={args.menuId} />
        </>
      )}
    </Frame>
  );
}
