/**
 * All routes of the web app (docs/product/sites-and-frame.md#routes). Rendered with `useRoutes` (see lazy.tsx for code splitting and the route
 * `handle`: split page and cache class). Home and error routes are the frame's; `contentRoutes` (issue TOC, back
 * issues, article, news, channels) come from ./content.js, `searchRoutes` from ./search.js,
 * `alertRoutes` (/emailSubscribe, /unsubscribe) from ./alerts.js; `albumRoutes` from ./albums.js,
 * `editorialRoutes` from ./editorial.js, the column pages (/aboutus, ..., fallback /{code}) from ./sitepages.js.
 * Parameters: `site` = site short name (sld), `siteId` = numeric site id, `lang` = zh | en (last).
 */
import type { RouteObject } from 'react-router';
import NotFoundPage from '../components/errors/NotFoundPage.js';
import { accountRoutes } from './account.js';
import { albumRoutes } from './albums.js';
import { alertRoutes } from './alerts.js';
import { contentRoutes } from './content.js';
import { editorialRoutes } from './editorial.js';
import { journalRoutes } from './journals.js';
import { legalRoutes } from './legal.js';
import { pageRoute, type RouteHandle } from './lazy.js';
import { personalRoutes } from './personal.js';
import { searchRoutes } from './search.js';
import { fallbackColumnRoute, sitePageRoutes } from './sitepages.js';
import { oidcRoutes } from './oidc.js';
import { usageRoutes } from './usage.js';

const home = pageRoute('home/HomePage.tsx');

/** The 404 route's handle: not cached (a flood of made-up URLs must not fill the gateway's page cache). */
const notFoundHandle: RouteHandle = { cache: 'none' };

/** The route table, most specific first; the catch-all `*` is the 404 page. */
export const routes: RouteObject[] = [
  { path: '/', ...home },
  { path: '/homeNav', ...home },
  { path: '/homeNav/:site/:lang?', ...home },
  { path: '/:site/home/:lang?', ...home },
  // the error pages depend on upstream health (docs/product/sites-and-frame.md#site-states): never shared from the page cache.
  { path: '/errorPage', ...pageRoute('errors/ErrorPage.tsx', 'none') },
  { path: '/forbiddenPage', ...pageRoute('errors/ForbiddenPage.tsx', 'none') },
  ...contentRoutes,
  ...journalRoutes,
  ...searchRoutes,
  ...accountRoutes,
  ...oidcRoutes,
  ...personalRoutes,
  ...alertRoutes,
  ...albumRoutes,
  ...editorialRoutes,
  ...legalRoutes,
  ...sitePageRoutes,
  fallbackColumnRoute,
  ...usageRoutes,
  { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
];
