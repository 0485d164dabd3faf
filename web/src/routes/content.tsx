import type { RouteObject } from 'react-router';

/** Content routes (issue TOC, back issues, article, news, channel pages); owned by the content pages. */
export const contentRoutes: RouteObject[] = [];
