/**
 * Usage routes: the rankings page /rank (also `/rank/{lang}`), the fallback route `/{code}` of the
 * hidden menu code `rank` (docs/product/usage.md#rankings), with the query `metric`, `window`, `journal` and the menu's columnId etc.
 * Listed before any `/:code` fallback, so this page answers /rank.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

/** The usage route table (spread into routes/index.tsx before the 404 catch-all). */
export const usageRoutes: RouteObject[] = [{ path: '/rank/:lang?', ...pageRoute('usage/RankPage.tsx') }];
