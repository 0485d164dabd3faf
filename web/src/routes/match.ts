/**
 * Matches a URL path against the route table (routes/index.tsx) outside React: the server entry uses it to run the
 * route's one query before rendering and to pick the page's cache class; the browser entry to load the page chunk
 * before hydrating (so neither needs a Suspense discovery pass).
 */
import { matchRoutes, type Params } from 'react-router';
import { routes } from './index.js';
import type { RouteHandle } from './lazy.js';

/** The deepest matched route's handle and params; the 404 catch-all when nothing else matches. */
export interface RouteMatchInfo {
  handle: RouteHandle | undefined;
  params: Params;
}

/** Matches `pathname` (undecoded, as in the request line) against the route table. */
export function matchPage(pathname: string): RouteMatchInfo {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.[matches.length - 1];
  return { handle: last?.route.handle as RouteHandle | undefined, params: last?.params ?? {} };
}
