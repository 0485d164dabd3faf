/**
 * Content routes (docs/product/sites-and-frame.md#content-routes): issue pages, article pages, news detail, channel pages and /rssList. All route
 * parameters are optional and `lang` is last (the `/{lang}/article|thesis/...` forms put it first); `style` is
 * accepted and ignored. Each page is split into its own chunk and exports its route's query (see ./lazy.tsx).
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';
import { optionalTail } from './optionalTail.js';

const academic = pageRoute('content/journal/AcademicPage.tsx');
const article = pageRoute('content/article/ArticlePage.tsx');
const articleByDoi = pageRoute('content/article/ArticleDoiPage.tsx');
const news = pageRoute('content/news/NewsDetailPage.tsx');
const channel = pageRoute('content/channel/ChannelPage.tsx');
const rssList = pageRoute('content/feeds/RssListPage.tsx');

/** The content route table (spread into routes/index.tsx before the 404 catch-all). */
export const contentRoutes: RouteObject[] = [
  // Issue table of contents (type directory) and back issues by year (type backissue); activeName = issue id or 0.
  ...optionalTail('/newAcademic/:siteId?/:id?/:type?/:activeName?/:page?/:lang?', academic),
  { path: '/academic', ...academic },
  // The journal's article lists of /newArticle (conference, prePublication) and /thesisDetails (a column).
  { path: '/newArticle', ...academic },
  { path: '/thesisDetails', ...academic },
  // Article by id.
  { path: '/article/id/:siteId/:thesisId/:lang?', ...article },
  { path: '/article/id/:siteId/:thesisId/:style/:lang', ...article },
  { path: '/thesis/:siteId/:thesisId/:lang?', ...article },
  { path: '/thesis/:siteId/:thesisId/:style/:lang', ...article },
  { path: '/:lang/article/:siteId/:thesisId', ...article },
  { path: '/:lang/thesis/:siteId/:thesisId', ...article },
  // Article by DOI; the DOI may contain slashes (the route's doiOne/doiTwo/doiThree segments), lang is the last segment.
  { path: '/article/doi/:siteId/*', ...articleByDoi },
  ...optionalTail('/newsDetails/:siteId?/:id?/:lang?', news),
  // The news lists, served by the news page module (no extra page in the entry's route table).
  { path: '/news', ...news },
  ...optionalTail('/newsInfo/:siteId?/:id?/:type?/:page?/:activeId?/:lang?', news),
  ...optionalTail('/newPeriodIntroduce/:siteId?/:id?/:lang?', channel),
  // The site's RSS and Atom feeds; the Host picks the site, lang from the segment, ?lang= or the cookie.
  { path: '/rssList/:lang?', ...rssList },
];
