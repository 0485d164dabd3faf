/**
 * Search routes (SPEC §2): the result routes, each with query `type`, `index` and `searchText` or `searchType`
 * (one page component for all; the type comes from the path and `type`), and the advanced search form.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

const results = pageRoute('search/SearchResultsPage.tsx');

/** The search route table (spread into routes/index.tsx before the 404 catch-all). */
export const searchRoutes: RouteObject[] = [
  { path: '/article', element: results },
  { path: '/searchPublication', element: results },
  { path: '/mag', element: results },
  { path: '/textList', element: results },
  { path: '/audioList', element: results },
  { path: '/informationList', element: results },
  { path: '/othersList', element: results },
  { path: '/seniorSearch', element: pageRoute('search/AdvancedSearchPage.tsx') },
];
