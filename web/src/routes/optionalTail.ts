/**
 * Routes with several trailing optional parameters, written out one per length.
 * React Router explodes a path's n optional segments into 2^n paths on every match (`matchRoutes` flattens and ranks
 * the whole table each call, on the server twice per render and in the browser before hydrating): the table's
 * `/newAcademic/:siteId?/…/:lang?` and `/newsInfo/…` alone gave 64 each, about 230 in all. Of those forms only the
 * n + 1 that keep the parameters in order can ever match first (for a URL of k segments, the form taking the first k
 * parameters ranks ahead of the others of the same length), so the routes here match the same URLs with the same
 * params (tests/web/route-table.test.ts).
 */
import type { RouteObject } from 'react-router';

/**
 * `/a/:b?/:c?` with `parts` → routes `/a`, `/a/:b`, `/a/:b/:c`, each with `parts` (element and handle).
 * @param path a route path whose optional segments are all at its end
 * @throws Error at startup when an optional segment is followed by a required one
 */
export function optionalTail(path: string, parts: Omit<RouteObject, 'path' | 'index' | 'children'>): RouteObject[] {
  const segments = path.split('/');
  const first = segments.findIndex((s) => s.endsWith('?'));
  if (first < 0 || segments.slice(first).some((s) => !s.endsWith('?')))
    throw new Error(`optionalTail: ${path} has no trailing optional segments`);
  const plain = segments.map((s) => s.replace(/\?$/, ''));
  return plain.slice(first - 1).map((_, i) => ({ ...parts, path: plain.slice(0, first + i).join('/') || '/' }));
}
