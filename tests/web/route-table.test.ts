/**
 * The route table writes paths with several trailing optional parameters out one route per length
 * (web/src/routes/optionalTail.ts) instead of letting React Router explode them 2^n ways on every match. The written-out
 * routes must match exactly the URLs the optional path matched, with the same params.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { optionalTail } from '../../web/src/routes/optionalTail.js';

/** The table's paths with more than one optional segment (web/src/routes/*.tsx). */
const PATHS = [
  '/newAcademic/:siteId?/:id?/:type?/:activeName?/:page?/:lang?',
  '/newsInfo/:siteId?/:id?/:type?/:page?/:activeId?/:lang?',
  '/newsDetails/:siteId?/:id?/:lang?',
  '/newPeriodIntroduce/:siteId?/:id?/:lang?',
  '/newEditorial/:siteId?/:id?/:editorialId?/:lang?',
  '/book/:siteId?/:id?/:lang?',
  '/newAlbumDetail/:siteId?/:id?/:lang?',
  '/personal/:tab?/:lang?',
];

/** The matched params for `url`, or null when the routes do not match it. */
function paramsOf(routes: RouteObject[], url: string): Record<string, string | undefined> | null {
  const matches = matchRoutes(routes, url);
  return matches ? { ...matches[matches.length - 1]!.params } : null;
}

describe('routes written out per length of their optional tail', () => {
  it.each(PATHS)('%s matches the same URLs with the same params', (path) => {
    const expanded = optionalTail(path, {});
    const optional = path.split('/').filter((s) => s.endsWith('?')).length;
    const prefix = path.split('/:')[0]!;
    expect(expanded).toHaveLength(optional + 1);
    // every length the path allows, one more than it allows, and values that look like a language or a number
    for (let k = 0; k <= optional + 1; k++)
      for (const values of [
        ['1', '2', 'x', '4', '5', 'en', '7'],
        ['en', 'zh', 'en', 'zh', 'en', 'zh', 'en'],
      ]) {
        const url = [prefix, ...values.slice(0, k)].join('/');
        expect(paramsOf(expanded, url), url).toEqual(paramsOf([{ path }], url));
      }
    expect(paramsOf(expanded, `${prefix}/1/`)).toEqual(paramsOf([{ path }], `${prefix}/1/`));
    expect(paramsOf(expanded, `${prefix}x`)).toBeNull();
  });

  it('keeps the route parts on each written-out route', () => {
    const handle = { cache: 'page' };
    const routes = optionalTail('/book/:siteId?/:id?/:lang?', { handle });
    expect(routes.map((r) => r.path)).toEqual([
      '/book',
      '/book/:siteId',
      '/book/:siteId/:id',
      '/book/:siteId/:id/:lang',
    ]);
    for (const r of routes) expect(r.handle).toBe(handle);
  });

  it('refuses a path whose optional segments are not all at its end', () => {
    expect(() => optionalTail('/a/:b?/c', {})).toThrow(/trailing optional/);
    expect(() => optionalTail('/a/:b', {})).toThrow(/trailing optional/);
  });
});
