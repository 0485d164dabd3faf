/**
 * Content routes (SPEC §2 "Content routes"): issue pages, article pages, news detail and channel pages. All route
 * parameters are optional and `lang` is last (the `/{lang}/article|thesis/...` forms put it first); `style` is
 * accepted and ignored. Each page is split into its own chunk with lazyPage (see ./lazy.tsx).
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy.js';

const academic = lazyPage(() => import('../pages/content/journal/AcademicPage.js'));
const article = lazyPage(() => import('../pages/content/article/ArticlePage.js'));
const articleByDoi = lazyPage(() => import('../pages/content/article/ArticleDoiPage.js'));
const news = lazyPage(() => import('../pages/content/news/NewsDetailPage.js'));
const channel = lazyPage(() => import('../pages/content/channel/ChannelPage.js'));

/** The content route table (spread into routes/index.tsx before the 404 catch-all). */
export const contentRoutes: RouteObject[] = [
  // Issue table of contents (type directory) and back issues by year (type backissue); activeName = issue id or 0.
  { path: '/newAcademic/:siteId?/:id?/:type?/:activeName?/:page?/:lang?', element: academic },
  { path: '/academic', element: academic },
  // Article by id.
  { path: '/article/id/:siteId/:thesisId/:lang?', element: article },
  { path: '/article/id/:siteId/:thesisId/:style/:lang', element: article },
  { path: '/thesis/:siteId/:thesisId/:lang?', element: article },
  { path: '/thesis/:siteId/:thesisId/:style/:lang', element: article },
  { path: '/:lang/article/:siteId/:thesisId', element: article },
  { path: '/:lang/thesis/:siteId/:thesisId', element: article },
  // Article by DOI; the DOI may contain slashes (SPEC's doiOne/doiTwo/doiThree segments), lang is the last segment.
  { path: '/article/doi/:siteId/*', element: articleByDoi },
  { path: '/newsDetails/:siteId?/:id?/:lang?', element: news },
  { path: '/newPeriodIntroduce/:siteId?/:id?/:lang?', element: channel },
];
