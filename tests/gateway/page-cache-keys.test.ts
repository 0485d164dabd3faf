/**
 * What decides a cached page (server/src/page-cache/keys.ts) must match what the web app renders from: the language
 * rule is pinned to web/src/app/lang.ts `langFromUrl` (docs/product/sites-and-frame.md#languages), and the page-cache settings are validated like the
 * rest of the gateway configuration.
 */
import { describe, expect, it } from 'vitest';
import { langFromUrl as webLangFromUrl } from '../../web/src/app/lang.js';
import { ConfigError, loadConfig } from '../../server/src/config.js';
import { isAnonymous, langFromUrl, pageLanguage } from '../../server/src/page-cache/keys.js';

describe('page language (docs/product/sites-and-frame.md#languages)', () => {
  const urls = [
    '/',
    '/homeNav/plos/en',
    '/homeNav/plos/zh?x=1',
    '/en/article/3/17',
    '/zh/thesis/3/17',
    '/en/news/3',
    '/login?lang=en',
    '/errorPage?lang=fr',
    '/article?type=1&searchText=en',
    '/article/id/3/17/full/en',
    '/news?lang=zh&columnId=2',
    '/en',
  ];
  it.each(urls)('%s: the same language as the web app', (url) => {
    const u = new URL(url, 'http://x');
    expect(langFromUrl(url)).toBe(webLangFromUrl(u.pathname, u.search));
  });

  it('falls back to the language cookie, then zh', () => {
    expect(pageLanguage('/news', { language: 'en' })).toEqual({ lang: 'en', fromUrl: false });
    expect(pageLanguage('/news', { language: 'EN' })).toEqual({ lang: 'zh', fromUrl: false });
    expect(pageLanguage('/news/en', { language: 'zh' })).toEqual({ lang: 'en', fromUrl: true });
  });

  it('treats commonToken and a shown userName as a member', () => {
    expect(isAnonymous({})).toBe(true);
    expect(isAnonymous({ commonToken: ' ', userName: 'null' })).toBe(true);
    expect(isAnonymous({ commonToken: 'abc' })).toBe(false);
    expect(isAnonymous({ userName: '138****5678' })).toBe(false);
  });
});

describe('page-cache configuration', () => {
  it('has documented defaults', () => {
    expect(loadConfig({}).pageCache).toEqual({
      enabled: true,
      maxBytes: 64 * 1024 * 1024,
      pageTtlS: 60,
      staleS: 600,
      searchTtlS: 30,
      notFoundTtlS: 10,
      redisUrl: undefined,
      redisPrefix: 'rc-portal:page:',
      versionPollMs: 5000,
      renderDeadlineMs: 8000,
    });
  });

  it('lists every invalid page-cache variable', () => {
    let err: unknown;
    try {
      loadConfig({
        PAGE_CACHE: 'maybe',
        PAGE_CACHE_TTL_S: '0',
        REDIS_URL: 'http://cache:6379',
        RENDER_DEADLINE_MS: 'soon',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg).toContain('PAGE_CACHE must be on or off');
    expect(msg).toContain('PAGE_CACHE_TTL_S must be an integer from 1 to 86400');
    expect(msg).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(msg).toContain('RENDER_DEADLINE_MS must be an integer');
  });
});
