/**
 * Search routes (docs/product/sites-and-frame.md#search-routes): the result routes, each with query `type`, `index` and `searchText` or `searchType`
 * (one page component for all; the type comes from the path and `type`), and the advanced search form.
 * Result pages have the `search` cache class (a short TTL at the gateway); the form is a plain `page`.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

const results = pageRoute('search/SearchResultsPage.tsx', 'search');

/** The search route table (spread into routes/index.tsx before the 404 catch-all). */
export const searchRoutes: RouteObject[] = [
  { path: '/article', ...results },
  { path: '/searchPublication', ...results },
  { path: '/mag', ...results },
  { path: '/textList', ...results },
  { path: '/audioList', ...results },
  { path: '/informationList', ...results },
  { path: '/othersList', ...results },
  { path: '/seniorSearch', ...pageRoute('search/AdvancedSearchPage.tsx') },
];
