/**
 * Legal page routes (docs/product/sites-and-frame.md#legal-pages): `/accessibility`, `/privacy`, `/agreement`,
 * `/terms`, each with an optional language segment. Static paths, so they rank before the `/:code` column fallback.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

const legal = pageRoute('legal/LegalPage.tsx');

/** The legal route table (spread into routes/index.tsx before the column fallback). */
export const legalRoutes: RouteObject[] = ['accessibility', 'privacy', 'agreement', 'terms'].map((page) => ({
  path: `/${page}/:lang?`,
  ...legal,
}));
