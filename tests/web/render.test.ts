/**
 * The web app's server entry (web/dist/server/entry-server.js) against an in-process GraphQL execute over the real
 * SDL with fixture data: page content, <html lang>, title, one query per page, serialized cache, 404 and the redirects of
 * docs/product/calls-and-errors.md#how-pages-show-errors. The end-to-end variant with the gateway and rc-pub is ssr-gateway.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SsrRender, SsrRequest } from '../../web/src/ssr-contract.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBuiltEntry, webDist } from './helpers/build.js';
import { mockExecute, type SiteMode } from './helpers/mock-execute.js';

let render: SsrRender;
let template: string;

beforeAll(async () => {
  ({ render, template } = await loadBuiltEntry());
});

function request(
  url: string,
  opts: {
    cookies?: Record<string, string>;
    mode?: SiteMode;
    type?: 'SINGLE' | 'GROUP';
    patch?: Record<string, unknown>;
  } = {},
) {
  const mock = mockExecute(opts.mode ?? 'ok', opts.type ?? 'GROUP', opts.patch);
  const req: SsrRequest = {
    url,
    host: 'localhost:3000',
    cookies: opts.cookies ?? {},
    template,
    execute: mock.execute,
  };
  return { req, calls: mock.calls };
}

describe('home page', () => {
  it('renders the site name, menu, html lang and title in Chinese by default with one query', async () => {
    const { req, calls } = request('/');
    const res = await render(req);
    expect(res.status).toBe(200);
    expect(res.html).toContain('<html lang="zh-CN">');
    expect(res.html).toMatch(/<title>\[演示\] 期刊集群<\/title>/);
    expect(res.html).toContain('新闻动态');
    expect(res.html).toContain('English Version');
    expect(res.html).toContain('[演示] 期刊');
    expect(calls).toEqual(['HomePage']);
  });

  it('serves English chrome on an /en route', async () => {
    const { req } = request('/homeNav/demo/en');
    const res = await render(req);
    expect(res.html).toContain('<html lang="en">');
    expect(res.html).toContain('Chinese Version');
    expect(res.html).toContain('[Demo] Journal Group');
    expect(res.html).toContain('>News<');
    expect(res.html).not.toContain('新闻动态');
  });

  it('takes the language from a lang query on the home route (404 page home link)', async () => {
    const res = await render(request('/?lang=en').req);
    expect(res.html).toContain('<html lang="en">');
    expect(res.html).toContain('Chinese Version');
  });

  it('takes the language from the cookie when the route has none (docs/product/sites-and-frame.md#languages)', async () => {
    const { req } = request('/', { cookies: { language: 'en' } });
    const res = await render(req);
    expect(res.html).toContain('<html lang="en">');
  });

  it('opens external menu items in a new tab', async () => {
    const { req } = request('/');
    const res = await render(req);
    expect(res.html).toMatch(/<a[^>]*href="https:\/\/example.org\/"[^>]*target="_blank"/);
  });

  it('serializes the Apollo cache with < escaped', async () => {
    const { req } = request('/');
    const res = await render(req);
    const script = /<script type="application\/json" id="__APOLLO_STATE__">(.*?)<\/script>/s.exec(res.html ?? '');
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('<');
    expect(JSON.parse(script![1]!).ROOT_QUERY).toBeDefined();
  });

  it('shows the latest issue with article links on a single site', async () => {
    const { req } = request('/homeNav/demo/en', { type: 'SINGLE' });
    const res = await render(req);
    expect(res.html).toContain('href="/article/id/3/17/en"');
    expect(res.html).toContain('[Demo] Article');
  });
});

describe('frame (docs/product/sites-and-frame.md#header)', () => {
  it('greys only the page body for grayType 1 and the whole page for other non-zero values', async () => {
    const none = await render(request('/').req);
    expect(none.html).toContain('data-gray="none"');
    expect(none.html).not.toMatch(/class="[^"]*rc-gray/);
    const body = await render(request('/', { patch: { grayType: 1 } }).req);
    expect(body.html).toMatch(/<main[^>]*class="[^"]*rc-gray/);
    const page = await render(request('/', { patch: { grayType: 2 } }).req);
    expect(page.html).toMatch(/data-gray="page"/);
    expect(page.html).not.toMatch(/<main[^>]*class="[^"]*rc-gray/);
  });

  it('shows the top-news banner only when there are items, linking to the news detail', async () => {
    const without = await render(request('/').req);
    expect(without.html).not.toContain('aria-label="头条新闻"');
    const topNews = [
      { id: 41, newsDataType: 'news', title: '[演示] 头条', imageUrl: null, publishedAt: '2026-01-01', demo: true },
    ];
    const withNews = await render(request('/', { patch: { topNews } }).req);
    expect(withNews.html).toContain('aria-label="头条新闻"');
    expect(withNews.html).toContain('href="/newsDetails/3/41/zh"');
  });

  it('puts the theme colours into CSS variables', async () => {
    const res = await render(request('/').req);
    expect(res.html).toContain('--theme-primary:#1e6bb8');
  });

  it('shows login and register to visitors and the masked member name when the userName cookie is set (docs/product/members.md#sessions)', async () => {
    const visitor = await render(request('/').req);
    expect(visitor.html).toContain('href="/login?lang=zh&amp;redirect=%2F"');
    const member = await render(request('/', { cookies: { userName: '13812345678' } }).req);
    expect(member.html).toContain('138****5678');
    expect(member.html).not.toContain('13812345678');
    expect(member.html).not.toContain('href="/register?lang=zh"');
  });

  it('limits the header keyword to 150 characters (docs/product/search.md#keyword-rules)', async () => {
    const res = await render(request('/').req);
    expect(res.html).toMatch(/<input[^>]*maxLength="150"[^>]*placeholder="请输入关键词"/);
  });
});

describe('errors (docs/product/calls-and-errors.md#how-pages-show-errors)', () => {
  it('answers 404 with the not-found text for an unknown route', async () => {
    const { req, calls } = request('/no/such/page');
    const res = await render(req);
    expect(res.status).toBe(404);
    expect(res.html).toContain('页面未找到');
    const en = await render(request('/no/such/page/en').req);
    expect(en.status).toBe(404);
    expect(en.html).toContain('This page could not be found');
    expect(en.html).toContain('Back to the home page');
    expect(en.html).toContain('href="/?lang=en"');
    // The 404 page keeps the site's frame, so it asks for the frame's site (one query, no content call)
    expect(calls).toEqual(['ErrorFrame']);
    expect(en.html).toContain('data-testid="nav-bar"');
  });

  it('redirects a forbidden site to /forbiddenPage with the language', async () => {
    const res = await render(request('/', { mode: 'FORBIDDEN_SITE' }).req);
    expect(res.status).toBe(302);
    expect(res.redirect).toBe('/forbiddenPage?lang=zh');
  });

  it('answers an expired site in place with 410 and its reminder, not a redirect', async () => {
    const res = await render(request('/homeNav/demo/en', { mode: 'SITE_EXPIRED' }).req);
    expect(res.redirect).toBeUndefined();
    expect(res.status).toBe(410);
    expect(res.cache).toBe('none');
    expect(res.html).toContain('Website Expiration Reminder!');
    expect(res.html).toContain('<html lang="en">');
    // a static document: no starter, no modules for it to load, no preloads
    expect(res.html).not.toMatch(/<script\b[^>]*\bsrc=|__APP_MODULES__|__PAGE_MODULES__|modulepreload/);
  });

  it('renders the expiry text on /errorPage with its status', async () => {
    const res = await render(request('/errorPage?lang=en&code=SITE_EXPIRED').req);
    expect(res.status).toBe(410);
    expect(res.html).toContain('Website Expiration Reminder!');
    expect(res.html).toContain('<html lang="en">');
  });
});

describe('message catalogues (budget: only the page language ships)', () => {
  /** Hashed client files of one language's catalogue, from the client build's manifest. */
  function catalogueFiles(lang: 'zh' | 'en'): string[] {
    const manifest = JSON.parse(readFileSync(join(webDist, 'client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    return Object.entries(manifest)
      .filter(([key]) => key.startsWith(`src/i18n/${lang}/`))
      .map(([, chunk]) => chunk.file);
  }

  it.each([
    ['/', 'zh', 'en'],
    ['/homeNav/zhdemo/en', 'en', 'zh'],
  ] as const)('%s preloads the %s messages and not the %s ones', async (url, lang, other) => {
    const { req } = request(url);
    const { html } = await render(req);
    expect(catalogueFiles(lang).length).toBeGreaterThan(0);
    // the page's modules block, which the starter (web/src/start.ts) preloads after the first paint
    const block = /<script type="application\/json" id="__PAGE_MODULES__">([^<]*)<\/script>/.exec(html ?? '');
    expect(block, 'the page names its modules').not.toBeNull();
    const modules = JSON.parse(block![1]!) as string[];
    for (const file of catalogueFiles(lang)) expect(modules).toContain(`/${file}`);
    for (const file of catalogueFiles(other)) expect(html).not.toContain(file);
  });
});
