/**
 * All routes of the web app (SPEC §2). Rendered with `useRoutes` (see lazy.tsx for code splitting). Home and error
 * routes are the frame's; `contentRoutes` (issue TOC, back issues, article, news, channels) come from ./content.js.
 * Parameters: `site` = site short name (sld), `siteId` = numeric site id, `lang` = zh | en (last, SPEC §2).
 */
import type { RouteObject } from 'react-router';
import NotFoundPage from '../pages/errors/NotFoundPage.js';
import { contentRoutes } from './content.js';
import { pageRoute } from './lazy.js';
import { searchRoutes } from './search.js';

const home = pageRoute('home/HomePage.tsx');

/** The route table, most specific first; the catch-all `*` is the 404 page. */
export const routes: RouteObject[] = [
  { path: '/', element: home },
  { path: '/homeNav', element: home },
  { path: '/homeNav/:site/:lang?', element: home },
  { path: '/:site/home/:lang?', element: home },
  { path: '/errorPage', element: pageRoute('errors/ErrorPage.tsx') },
  { path: '/forbiddenPage', element: pageRoute('errors/ForbiddenPage.tsx') },
  ...contentRoutes,
  ...searchRoutes,
  { path: '*', element: <NotFoundPage /> },
];
