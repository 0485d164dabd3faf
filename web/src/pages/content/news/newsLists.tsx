/**
 * The news lists (docs/product/content.md#news): `/news` with its four tabs (NewsTabsScreen.tsx) and
 * `/newsInfo/{siteId}/{id}/{type}/{page}/{activeId}/{lang}`, a column's news (NewsColumnScreen.tsx). Served by the
 * news page module NewsDetailPage.tsx, which hands these paths here (budget: every `*Page.tsx` is an entry in
 * the entry chunk's route table, and the article page's initial JS is at its guard); the route's one query is chosen
 * by the path. Malformed values answer the 404 page (never an error).
 */
import { useLocation, useParams, type Params } from 'react-router';
import { siteArgsFromParams } from '../../../app/site.js';
import type { PageLoader } from '../../../routes/lazy.js';
import NotFoundPage from '../../../components/errors/NotFoundPage.js';
import { idParam, intParam, param } from '../../../components/content/params.js';
import { SiteDefault, siteDefaultLoader } from '../../../components/sitedefault/SiteDefault.js';
import { NewsColumn, NewsInfoPageQuery, type NewsInfoState, newsInfoVariables } from './NewsColumnScreen.js';
import { NewsTabs, NewsTabsPageQuery, newsTabsVariables } from './NewsTabsScreen.js';
import { newsQueryState, pageFromUrl } from './newsUrls.js';

/** True on /newsInfo routes. */
function isNewsInfo(pathname: string): boolean {
  return /^\/newsInfo(\/|$)/.test(pathname);
}

/** True on the news list routes, /news and /newsInfo/... (not /newsDetails). */
export function isNewsListPath(pathname: string): boolean {
  return pathname === '/news' || pathname === '/news/' || isNewsInfo(pathname);
}

/** /newsInfo's values from the route; null when the id is missing or a value is malformed. */
function newsInfoState(params: Params): NewsInfoState | null {
  const id = idParam(params.id);
  const page = pageFromUrl(param(params.page));
  const rawActive = param(params.activeId);
  const activeId = rawActive === undefined ? 0 : intParam(rawActive);
  if (id === null || page === null || activeId === null) return null;
  return { site: siteArgsFromParams(params), id, page, activeId };
}

/** The list route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const newsListLoader: PageLoader = ({ params, search, pathname }) => {
  if (isNewsInfo(pathname)) {
    // a bare /newsInfo stands for the site's news channel (docs/product/sites-and-frame.md#bare-routes)
    if (params.id === undefined) return siteDefaultLoader(params, 'news');
    const state = newsInfoState(params);
    return state ? { query: NewsInfoPageQuery, variables: newsInfoVariables(state) } : null;
  }
  const state = newsQueryState(search);
  return state ? { query: NewsTabsPageQuery, variables: newsTabsVariables(state) } : null;
};

/** The /news and /newsInfo route component. */
export function NewsLists() {
  const params = useParams();
  const location = useLocation();
  if (isNewsInfo(location.pathname)) {
    if (params.id === undefined) return <SiteDefault kind="news" />;
    const state = newsInfoState(params);
    return state ? <NewsColumn state={state} /> : <NotFoundPage />;
  }
  const search = new URLSearchParams(location.search);
  const state = newsQueryState(search);
  return state ? <NewsTabs state={state} search={search} /> : <NotFoundPage />;
}
