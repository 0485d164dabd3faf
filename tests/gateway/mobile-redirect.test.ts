/**
 * The phone redirect (docs/product/sites-and-frame.md#mobile-home; server/src/plugins/app/mobile-redirect.ts) at the gateway level: which requests are
 * redirected and where (MOBILE_HOME with {sld} and {lang}), that MOBILE_REDIRECT=off switches it off, and that the
 * variables are validated. The whole-stack test (tests/web/site-frame-ssr.test.ts) covers the pages themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { portalPathOrHome } from 'rc-pub/contract';
import { isPhone, mobileTarget } from '../../server/src/plugins/app/mobile-redirect.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124 Mobile Safari/537.36';
const req = (url: string, extra: Partial<Parameters<typeof mobileTarget>[0]> = {}) => ({
  method: 'GET',
  url,
  host: 'plosmed.example.org',
  userAgent: PHONE,
  cookie: undefined,
  ...extra,
});

describe('phones and crawlers', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00) AppleWebKit/537.36 Chrome/99 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.14977', true],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80) Presto/2.12.423 Version/12.16', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/124 Safari/537.36', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', false],
    ['Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) Chrome/124 Mobile Safari/537.36 (compatible; Googlebot/2.1)', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) Mobile/13B143 (compatible; Baiduspider-render/2.0)', false],
    ['Sogou wap spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', false],
    ['', false],
  ])('%s is a phone: %s', (ua, phone) => {
    expect(isPhone(ua)).toBe(phone);
  });
});

describe('mobileTarget', () => {
  it('adds mobile=1 to the home page by default', () => {
    expect(mobileTarget(req('/'), undefined, 'www')).toBe('/?mobile=1');
    expect(mobileTarget(req('/homeNav'), undefined, 'www')).toBe('/homeNav?mobile=1');
    expect(mobileTarget(req('/homeNav/plosmed/en?lang=en'), undefined, 'www')).toBe(
      '/homeNav/plosmed/en?lang=en&mobile=1',
    );
  });

  it('fills {sld} and {lang} of MOBILE_HOME from the path, else the Host and the language', () => {
    const target = 'https://m.example.org/{sld}/{lang}';
    expect(mobileTarget(req('/elife/home/en'), target, 'www')).toBe('https://m.example.org/elife/en');
    expect(mobileTarget(req('/'), target, 'www')).toBe('https://m.example.org/plosmed/zh');
    expect(mobileTarget(req('/', { host: 'localhost:3000' }), target, 'www')).toBe('https://m.example.org/www/zh');
  });

  it('leaves alone other methods and pages, the mobile home itself, and the desktop=1 cookie', () => {
    expect(mobileTarget(req('/', { method: 'POST' }), undefined, 'www')).toBeNull();
    expect(mobileTarget(req('/article/id/3/0/en'), undefined, 'www')).toBeNull();
    expect(mobileTarget(req('/homeNav/a/b/c'), undefined, 'www')).toBeNull();
    expect(mobileTarget(req('/?mobile=1'), undefined, 'www')).toBeNull();
    expect(mobileTarget(req('/', { cookie: 'language=en; desktop=1' }), undefined, 'www')).toBeNull();
    expect(mobileTarget(req('/', { cookie: 'desktop=0' }), undefined, 'www')).toBe('/?mobile=1');
  });

  it('returns after /desktopVersion only to a local path', () => {
    expect(portalPathOrHome('/homeNav/plosmed/en?x=1')).toBe('/homeNav/plosmed/en?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '', undefined, ['/']])
      expect(portalPathOrHome(bad)).toBe('/');
  });
});

describe('configuration (config.ts MOBILE_REDIRECT, MOBILE_HOME)', () => {
  it('is on by default with the home page plus mobile=1, and validates MOBILE_HOME', () => {
    expect(loadConfig({}).mobileRedirect).toEqual({ enabled: true, target: undefined });
    expect(
      loadConfig({ MOBILE_REDIRECT: 'off', MOBILE_HOME: '/homeNav/{sld}/{lang}?mobile=1' }).mobileRedirect,
    ).toEqual({
      enabled: false,
      target: '/homeNav/{sld}/{lang}?mobile=1',
    });
    expect(() => loadConfig({ MOBILE_HOME: '//evil.example' })).toThrow(/MOBILE_HOME/);
    expect(() => loadConfig({ MOBILE_HOME: 'javascript:alert(1)' })).toThrow(/MOBILE_HOME/);
  });
});

describe('the gateway', () => {
  let on: GatewayApp;
  let off: GatewayApp;
  beforeAll(async () => {
    // rc-pub is never called: the redirect answers before any route
    on = await testGateway('http://127.0.0.1:9', { MOBILE_HOME: '/homeNav/{sld}/{lang}?mobile=1' });
    off = await testGateway('http://127.0.0.1:9', { MOBILE_REDIRECT: 'off' });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('redirects a phone to MOBILE_HOME, with no shared caching', async () => {
    const res = await on.inject({ url: '/homeNav/elife/en', headers: { host: 'x.localhost', 'user-agent': PHONE } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/homeNav/elife/en?mobile=1');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/User-Agent/);
  });

  it('does not redirect with MOBILE_REDIRECT=off, and still offers /desktopVersion', async () => {
    const res = await off.inject({ url: '/', headers: { host: 'plosmed.localhost', 'user-agent': PHONE } });
    expect(res.statusCode).not.toBe(302);
    const opt = await off.inject({ url: '/desktopVersion?to=/' });
    expect(opt.statusCode).toBe(302);
    expect(opt.headers['set-cookie']).toBe('desktop=1; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
