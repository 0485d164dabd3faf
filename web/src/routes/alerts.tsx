/**
 * Email alert routes (docs/product/alerts.md; they open in a new tab): /emailSubscribe
 * (also `/emailSubscribe/{lang}`; query `?type=&publicationId=&column=&keywords=&lang=` preselects the form) and
 * /unsubscribe?token=… (the mail's link). Cache class `none`: the form shows a member's email, and an unsubscribe
 * page is one person's.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

const emailSubscribe = pageRoute('alerts/EmailSubscribePage.tsx', 'none');
const unsubscribe = pageRoute('alerts/UnsubscribePage.tsx', 'none');

/** The alert route table (spread into routes/index.tsx before the 404 catch-all). */
export const alertRoutes: RouteObject[] = [
  { path: '/emailSubscribe/:lang?', ...emailSubscribe },
  { path: '/unsubscribe/:lang?', ...unsubscribe },
];
