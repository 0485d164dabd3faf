/**
 * Column routes (docs/product/sites-and-frame.md#column-pages): /aboutus, /newLink1, /newLeaguage, /science
 * and the fallback /{code} of any other menu code, all served by one page module (pages/sitepages/ColumnPage.tsx).
 * `lang` may follow the named paths (lang is last); otherwise it comes from the language cookie.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

const column = pageRoute('sitepages/ColumnPage.tsx');

/** The named column pages (spread into routes/index.tsx with the other content routes). */
export const sitePageRoutes: RouteObject[] = [
  { path: '/aboutus/:lang?', ...column },
  { path: '/newLink1/:lang?', ...column },
  { path: '/newLeaguage/:lang?', ...column },
  { path: '/science/:lang?', ...column },
];

/**
 * The fallback /{code} (any other code): one dynamic segment, which react-router ranks below every static
 * path of the same length (/news, /login, /article, ...), so it shadows none of them; any other single segment answers
 * this page's 404. Not shared from the page cache (cache class `none`), like the catch-all 404 it stands in front of:
 * made-up URLs must not fill the cache.
 */
export const fallbackColumnRoute: RouteObject = {
  path: '/:code',
  element: column.element,
  handle: { ...column.handle, cache: 'none' },
};
