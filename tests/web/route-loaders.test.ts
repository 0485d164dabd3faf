/**
 * Render once, read from the built server entry: the server entry runs a route's one query before rendering when the matched page module
 * exports a `loader` (web/src/routes/lazy.tsx, match.ts); pages without one fall back to Apollo's discovery pass.
 * Home, journal/issue, article and search pages must have loaders that name the query their component runs, and the
 * route table gives each page its cache class.
 */
import { getOperationAST } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltMatchPage, loadMatchPage } from './helpers/build.js';

let matchPage: BuiltMatchPage;

beforeAll(async () => {
  matchPage = await loadMatchPage();
});

async function loaderOperation(url: string, lang: 'zh' | 'en' = 'en'): Promise<string | null | undefined> {
  const u = new URL(url, 'http://localhost');
  const match = matchPage(u.pathname);
  const page = match.handle?.page;
  if (!page) return undefined;
  const mod = await page.load();
  if (!mod.loader) return undefined;
  const plan = mod.loader({ params: match.params, search: u.searchParams, pathname: u.pathname, lang });
  return plan ? (getOperationAST(plan.query)?.name?.value ?? '?') : null;
}

describe('route loaders (one query, one render)', () => {
  it.each([
    ['/', 'HomePage'],
    ['/homeNav/plosmed/en', 'HomePage'],
    ['/plosmed/home/zh', 'HomePage'],
    ['/newAcademic/4/12/directory/0/0/en', 'AcademicPage'],
    ['/newAcademic/4/12/backissue/33/0/en', 'AcademicPage'],
    ['/academic?columnId=12&type=directory', 'AcademicPage'],
    ['/newAcademic/4/12/singleFirst/0/2/en', 'AcademicList'],
    ['/academic?columnId=12&type=latestOffer&page=1', 'AcademicList'],
    ['/newArticle?columnId=12&code=conference&lang=en', 'ArticleLists'],
    ['/thesisDetails?columnId=12&Fpath=Research%20Article', 'ArticleLists'],
    ['/article/id/4/77/en', 'ArticlePage'],
    ['/thesis/4/77/zh', 'ArticlePage'],
    ['/en/article/4/77', 'ArticlePage'],
    ['/article/doi/4/10.1371/journal.pmed.0001/en', 'ArticleDoiPage'],
    ['/newsDetails/4/8/en', 'NewsDetailPage'],
    ['/newPeriodIntroduce/4/8/en', 'ChannelPage'],
    // One album page module, two queries
    ['/newAlbumList/6/12/en', 'AlbumListPage'],
    ['/newItemPage/6/12/zh', 'AlbumListPage'],
    ['/newAlbumDetail/6/3/en?tab=video&page=2', 'AlbumDetailPage'],
    ['/virtualProjectDetail?virtualId=3&index=2&type=29', 'AlbumDetailPage'],
    ['/newEditorial/4/8/0/en', 'EditorialBoardPage'],
    ['/newEditorial/4/8/31/zh?page=2', 'EditorialBoardPage'],
    ['/book?columnId=8&code=book', 'BookShelfPage'],
    ['/book/4/8/en', 'BookShelfPage'],
    ['/rssList', 'RssListPage'],
    ['/rssList/en', 'RssListPage'],
    ['/article?searchText=graphene&lang=en', 'SearchPage'],
    ['/mag?searchText=graphene&lang=en', 'SearchPage'],
    ['/article?type=428&searchText=graphene&author=X&lang=en', 'AdvancedSearchResults'],
    ['/article?searchText=&lang=en', 'SearchFrame'],
    ['/seniorSearch?lang=en', 'SearchFrame'],
    // The column pages and the fallback /{code} (docs/product/sites-and-frame.md#column-pages) share one page module and query
    ['/aboutus?columnId=12&childId=12', 'ColumnPage'],
    ['/newLink1?columnId=12', 'ColumnPage'],
    ['/newLeaguage?columnId=12&styleId=4', 'ColumnPage'],
    ['/science', 'ColumnPage'],
    ['/openAccess?columnId=12&code=openAccess', 'ColumnPage'],
    ['/rank/en?metric=downloads&window=3m', 'RankPage'],
    ['/rank?columnId=7&columnName=x&code=rank', 'RankPage'],
    // A group journal's pages and the legal pages
    ['/journal/1/7/home/en', 'GroupJournalPage'],
    ['/journal/1/7/online/zh?page=2', 'GroupJournalPage'],
    ['/privacy/en', 'LegalPage'],
    ['/agreement', 'LegalPage'],
    // The bare routes ask for the site's default item
    ['/newsInfo', 'SiteDefault'],
    ['/newAlbumList', 'SiteDefault'],
    ['/newEditorial', 'SiteDefault'],
  ])('%s runs %s before the render', async (url, operation) => {
    expect(await loaderOperation(url)).toBe(operation);
  });

  it('needs no query for malformed ids, other-route search types, error pages and the 404 page', async () => {
    expect(await loaderOperation('/article/id/4/abc/en')).toBeNull();
    expect(await loaderOperation('/article/id/4/0/en')).toBeNull();
    expect(await loaderOperation('/newArticle?code=nonsense')).toBeNull();
    expect(await loaderOperation('/newAlbumList/6/en')).toBeNull();
    expect(await loaderOperation('/virtualProjectDetail?virtualId=abc')).toBeNull();
    expect(await loaderOperation('/article?type=25&searchText=x')).toBeNull();
    expect(matchPage('/no/such/page').handle?.page).toBeUndefined();
    // The standalone error pages have a loader that needs no query: one render, no discovery pass.
    expect(await loaderOperation('/errorPage?lang=en&code=NOT_FOUND')).toBeNull();
    expect(await loaderOperation('/forbiddenPage?lang=zh')).toBeNull();
    // A malformed column id or a segment no menu code can be answers the 404 page without a query
    expect(await loaderOperation('/aboutus?columnId=abc')).toBeNull();
    expect(await loaderOperation('/favicon.ico')).toBeNull();
    // the gateway's own paths are never menu codes: no rc-pub call (tests/ops/start.test.ts: /graphiql with rc-pub down)
    expect(await loaderOperation('/graphiql')).toBeNull();
    expect(await loaderOperation('/rank/en?window=5y')).toBeNull();
    expect(await loaderOperation('/journal/1/7/nonsense/en')).toBeNull();
    expect(await loaderOperation('/journal/x/7/home/en')).toBeNull();
  });
});

describe('cache classes of the route table', () => {
  it.each([
    ['/', 'page'],
    ['/article/id/4/77/en', 'page'],
    ['/newAcademic/4/12/directory/0/0/en', 'page'],
    ['/newsDetails/4/8/en', 'page'],
    ['/newPeriodIntroduce/4/8/en', 'page'],
    ['/rssList/zh', 'page'],
    ['/rank/zh', 'page'],
    ['/article', 'search'],
    ['/searchPublication', 'search'],
    ['/errorPage', 'none'],
    ['/forbiddenPage', 'none'],
    ['/no/such/page', 'none'],
    ['/aboutus', 'page'],
    ['/science/en', 'page'],
    // the fallback /{code} stands in front of the 404 route: made-up one-segment URLs must not fill the cache either
    ['/openAccess', 'none'],
  ])('%s → %s', (path, cache) => {
    expect(matchPage(path).handle?.cache).toBe(cache);
  });
});
