/**
 * Editorial board and books routes, one page module for both (pages/editorial/EditorialPage.tsx):
 * - `/newEditorial/{siteId}/{menuId}/{firstExpertId}/{lang}` (menu code editorial, docs/product/content.md#editorial-board; `?page=` from 1);
 * - `/book` with the fallback query of the menu code `book` (`columnId` = menu id, whose site's books show; also
 *   `siteId`), and `/book/{siteId}/{menuId}/{lang}`. The static `/book` prefix outranks a generic `/:code` fallback
 *   route; one entry for both forms (budget: each route costs the entry bytes).
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';
import { optionalTail } from './optionalTail.js';

const editorial = pageRoute('editorial/EditorialPage.tsx');

/** The editorial route table (spread into routes/index.tsx before the 404 catch-all). */
export const editorialRoutes: RouteObject[] = [
  ...optionalTail('/newEditorial/:siteId?/:id?/:editorialId?/:lang?', editorial),
  ...optionalTail('/book/:siteId?/:id?/:lang?', editorial),
];
