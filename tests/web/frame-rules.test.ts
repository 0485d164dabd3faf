/**
 * Pure rules of the web app: language from the URL and its switch (docs/product/sites-and-frame.md#languages), the site from route params,
 * the 'More' overflow split (650 px), grayscale scope, error routing (docs/product/calls-and-errors.md#how-pages-show-errors) and the
 * escaping of the serialized cache.
 */
import { describe, expect, it } from 'vitest';
import { langFromUrl, swapLangInUrl, withLang } from '../../web/src/app/lang.js';
import { maskUserName, normalizeUserName } from '../../web/src/app/session.js';
import { isArticlePath, isHomePath, siteArgsFromParams } from '../../web/src/app/site.js';
import { errorAction } from '../../web/src/app/queryErrors.js';
import { serializeState } from '../../web/src/app/apolloCache.js';
import { estimateLabelWidth, fitCount, NAV_WIDTH_BUDGET } from '../../web/src/components/frame/navSplit.js';
import { grayScope, themeVars } from '../../web/src/components/frame/theme.js';

describe('language (docs/product/sites-and-frame.md#languages)', () => {
  it('reads the last segment, the /{lang}/article form and the lang query', () => {
    expect(langFromUrl('/homeNav/plos/en')).toBe('en');
    expect(langFromUrl('/article/id/3/17/zh')).toBe('zh');
    expect(langFromUrl('/en/article/3/17')).toBe('en');
    expect(langFromUrl('/errorPage', '?lang=en&code=X')).toBe('en');
    expect(langFromUrl('/')).toBeNull();
    expect(langFromUrl('/news', '?code=news')).toBeNull();
  });

  it('swaps the language segment or query (docs/product/sites-and-frame.md#language-switch)', () => {
    expect(swapLangInUrl('/homeNav/plos/zh', '', 'en')).toBe('/homeNav/plos/en');
    expect(swapLangInUrl('/en/article/3/17', '', 'zh')).toBe('/zh/article/3/17');
    expect(swapLangInUrl('/errorPage', '?lang=zh&code=SITE_EXPIRED', 'en')).toBe(
      '/errorPage?lang=en&code=SITE_EXPIRED',
    );
    expect(swapLangInUrl('/', '', 'en')).toBe('/');
    expect(swapLangInUrl('/news', '?code=news', 'en')).toBe('/news?code=news');
    expect(withLang('/homeNav/plos/', 'en')).toBe('/homeNav/plos/en');
  });
});

describe('site from the route', () => {
  it('uses the site short name or a numeric site id, else leaves both to the Host', () => {
    expect(siteArgsFromParams({ site: 'PLOSmed' })).toEqual({ sld: 'plosmed', id: null });
    expect(siteArgsFromParams({ siteId: '7' })).toEqual({ sld: null, id: 7 });
    expect(siteArgsFromParams({})).toEqual({ sld: null, id: null });
    expect(siteArgsFromParams({ site: 'bad/../sld', siteId: 'x' })).toEqual({ sld: null, id: null });
  });
});

describe('home routes (the menu on the home page, the search box elsewhere; docs/product/sites-and-frame.md#header)', () => {
  it('recognises the three home route forms only', () => {
    for (const p of ['/', '/homeNav', '/homeNav/plos/en', '/plos/home/zh']) expect(isHomePath(p)).toBe(true);
    for (const p of ['/article/id/3/17/en', '/newAcademic/3/1/directory/0/0/zh', '/homepage'])
      expect(isHomePath(p)).toBe(false);
  });
});

describe('article detail routes (no fixed header there; docs/product/sites-and-frame.md#fixed-header)', () => {
  it('recognises article and thesis detail paths', () => {
    for (const p of [
      '/article/id/3/17/en',
      '/article/doi/3/10.1371/x/en',
      '/thesis/3/17/zh',
      '/en/article/3/17',
      '/zh/thesis/3/17',
    ]) {
      expect(isArticlePath(p)).toBe(true);
    }
    for (const p of ['/article', '/', '/homeNav/plos/en', '/newsDetails/3/1/zh']) expect(isArticlePath(p)).toBe(false);
  });
});

describe("'More' overflow (docs/product/sites-and-frame.md#overflow-menu)", () => {
  it('keeps everything when it fits and moves the rest to More otherwise', () => {
    expect(fitCount([100, 100, 100])).toBe(3);
    const widths = Array.from({ length: 10 }, () => 100);
    const n = fitCount(widths);
    expect(n).toBeLessThan(10);
    expect(n * 100 + 80).toBeLessThanOrEqual(NAV_WIDTH_BUDGET);
    expect(fitCount([900])).toBe(1);
  });

  it('estimates Chinese labels wider than Latin ones of the same length', () => {
    expect(estimateLabelWidth('期刊简介')).toBeGreaterThan(estimateLabelWidth('News'));
  });
});

describe('theme and grayscale (docs/product/sites-and-frame.md, Theme colours and Grayscale)', () => {
  it('maps grayType 0, 1 and other values', () => {
    expect(grayScope(0)).toBe('none');
    expect(grayScope(1)).toBe('body');
    expect(grayScope(2)).toBe('page');
  });

  it('refuses colour values that could inject CSS', () => {
    const vars = themeVars({
      primary: 'red;}body{display:none',
      hover: '#123456',
      background: 'rgba(1,2,3,0.1)',
      bottomLine: 'blue',
    });
    expect(vars).toMatchObject({
      '--theme-primary': '#1e6bb8',
      '--theme-hover': '#123456',
      '--theme-bottom-line': 'blue',
    });
  });
});

describe('site errors (docs/product/sites-and-frame.md#site-states)', () => {
  const gqlError = (code: string, path = ['site']) => [{ path, extensions: { code } }];

  it('sends forbidden sites to /forbiddenPage and answers expired or maintenance sites in place', () => {
    expect(errorAction(gqlError('FORBIDDEN_SITE'), 'zh')).toEqual({ kind: 'redirect', to: '/forbiddenPage?lang=zh' });
    expect(errorAction(gqlError('SITE_EXPIRED'), 'en')).toEqual({ kind: 'siteState', code: 'SITE_EXPIRED' });
    expect(errorAction(gqlError('SITE_MAINTENANCE'), 'zh')).toEqual({ kind: 'siteState', code: 'SITE_MAINTENANCE' });
    const withPhone = [{ path: ['site'], extensions: { code: 'SITE_MAINTENANCE', phone: '010-1234' } }];
    expect(errorAction(withPhone, 'zh')).toEqual({ kind: 'siteState', code: 'SITE_MAINTENANCE', phone: '010-1234' });
  });

  it('shows 404 for NOT_FOUND content and a message when rc-pub is unreachable', () => {
    expect(errorAction(gqlError('NOT_FOUND', ['article']), 'zh')).toEqual({ kind: 'notFound' });
    expect(errorAction(gqlError('UPSTREAM_UNAVAILABLE'), 'zh')).toEqual({
      kind: 'message',
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(errorAction(null, 'zh')).toEqual({ kind: 'message', code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('treats a site lookup that timed out like an unreachable service, not as a state of the site', () => {
    expect(errorAction(gqlError('UPSTREAM_TIMEOUT'), 'en')).toEqual({ kind: 'message', code: 'UPSTREAM_TIMEOUT' });
  });

  it('answers a content BAD_REQUEST (a malformed id rc-pub rejects) with the 400 page, not 502', () => {
    expect(errorAction(gqlError('BAD_REQUEST', ['article']), 'zh')).toEqual({ kind: 'badRequest' });
  });

  it('answers an unknown site (site lookup NOT_FOUND) with its state, not the 404 page of a missing record', () => {
    expect(errorAction(gqlError('NOT_FOUND'), 'en')).toEqual({ kind: 'siteState', code: 'NOT_FOUND' });
  });
});

describe('serialized cache', () => {
  it('cannot close the script element', () => {
    const out = serializeState({ title: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});

describe('member name (docs/product/members.md#display-name)', () => {
  it('treats blanks and placeholders as logged out and masks positions -8 to -4', () => {
    expect(normalizeUserName('')).toBeNull();
    expect(normalizeUserName('undefined')).toBeNull();
    expect(normalizeUserName(undefined)).toBeNull();
    expect(maskUserName('13812345678')).toBe('138****5678');
    expect(maskUserName('abcdefgh')).toBe('****efgh');
    expect(maskUserName('abc')).toBe('abc');
  });
});
