/**
 * Rendering rules through the built server entry's render() with the in-process mock execute (helpers/mock-execute.ts):
 * the template is filled literally (`$'`, `` $` ``, `$&`, `$$` in a URL or in content), a page has no inline
 * executable script (the page policy is script-src 'self' without a nonce), and each page reports how the gateway may cache it (SsrResponse.cache).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SsrRender, SsrRequest } from '../../web/src/ssr-contract.js';
import { loadBuiltEntry } from './helpers/build.js';
import { mockExecute, type SiteMode } from './helpers/mock-execute.js';

let render: SsrRender;
let template: string;

beforeAll(async () => {
  ({ render, template } = await loadBuiltEntry());
});

function request(
  url: string,
  opts: { cookies?: Record<string, string>; mode?: SiteMode; patch?: Record<string, unknown> } = {},
): SsrRequest {
  const mock = mockExecute(opts.mode ?? 'ok', 'GROUP', opts.patch);
  return { url, host: 'localhost:3000', cookies: opts.cookies ?? {}, template, execute: mock.execute };
}

function apolloState(html: string): Record<string, Record<string, unknown>> {
  const m = /<script type="application\/json" id="__APOLLO_STATE__">(.*?)<\/script>/s.exec(html);
  expect(m, 'serialized Apollo cache').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, Record<string, unknown>>;
}

const SEQUENCES = ["$'", '$`', '$&', '$$'];

describe('the template is filled literally (no String.replace patterns)', () => {
  it.each(SEQUENCES)('%s in the URL gives one document with intact state', async (seq) => {
    const res = await render(request(`/article?searchText=${encodeURIComponent(`${seq}zz`)}&lang=en`));
    const html = res.html ?? '';
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(apolloState(html).ROOT_QUERY).toBeDefined();
    expect(html).toContain(`${seq}zz`);
  });

  it.each(SEQUENCES)('%s in content (site name) gives one document with intact state', async (seq) => {
    const name = `[Demo] A ${seq} B`;
    const res = await render(request('/homeNav/demo/en', { patch: { name } }));
    const html = res.html ?? '';
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${name.replace(/&/g, '&#38;').replace(/'/g, '&#39;')}</title>`);
    const state = apolloState(html);
    const site = Object.entries(state).find(([k]) => k.startsWith('Site:'))?.[1];
    expect(site?.name).toBe(name);
  });
});

describe('no inline executable script (page CSP: script-src self, no nonce)', () => {
  it.each(['/', '/homeNav/demo/en', '/article?searchText=graphene&lang=en', '/no/such/page', '/errorPage?lang=en'])(
    'the only inline <script>s of %s are the JSON data blocks (modules, render context, state), and no element has an event attribute',
    async (url) => {
      const html = (await render(request(url))).html ?? '';
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/\bsrc=/.test(m[1]!));
      const blocks = inline.map((m) => m[1]!.trim());
      for (const b of blocks)
        expect(b).toMatch(/^type="application\/json" id="__(PAGE_MODULES|APP_MODULES|RENDER_CONTEXT|APOLLO_STATE)__"$/);
      // the page's modules block only when its render used a split chunk; the others always, in this order
      expect(blocks.filter((b) => !b.includes('__PAGE_MODULES__'))).toEqual([
        'type="application/json" id="__APP_MODULES__"',
        'type="application/json" id="__RENDER_CONTEXT__"',
        'type="application/json" id="__APOLLO_STATE__"',
      ]);
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
      expect(html).not.toContain('nonce=');
    },
  );
});

describe('render context (the values hydration starts from)', () => {
  function renderContext(html: string): Record<string, unknown> {
    const m = /<script type="application\/json" id="__RENDER_CONTEXT__">(.*?)<\/script>/s.exec(html);
    expect(m, 'render context block').not.toBeNull();
    return JSON.parse(m![1]!) as Record<string, unknown>;
  }

  it.each([
    ['/homeNav/demo/en', 'src/pages/home/HomePage.tsx'],
    ['/article?searchText=graphene&lang=en', 'src/pages/search/SearchResultsPage.tsx'],
    ['/no/such/page', null],
  ])('names the split page %s rendered, so the browser loads it without matching the URL again', async (url, page) => {
    const html = (await render(request(url))).html ?? '';
    expect(renderContext(html).page).toBe(page);
    // the same key the page's modules block preloads
    if (page) expect(html).toMatch(/id="__PAGE_MODULES__"/);
  });
});

describe('cache class (SsrResponse.cache)', () => {
  it.each([
    ['/', 'page'],
    ['/homeNav/demo/en', 'page'],
    ['/newAcademic/3/0/directory/0/0/en', 'page'],
    ['/seniorSearch?lang=en', 'page'],
    ['/article?searchText=graphene&lang=en', 'search'],
    ['/mag?searchText=x&lang=en', 'search'],
    ['/errorPage?lang=en&code=SITE_EXPIRED', 'none'],
    ['/forbiddenPage?lang=zh', 'none'],
    ['/no/such/page', 'none'],
    ['/article/id/3/0/en', 'none'],
  ])('%s is %s', async (url, cache) => {
    const res = await render(request(url));
    expect(res.cache).toBe(cache);
  });

  it('never shares a page that shows the member', async () => {
    expect((await render(request('/', { cookies: { userName: '13812345678' } }))).cache).toBe('none');
    expect((await render(request('/', { cookies: { commonToken: 't' } }))).cache).toBe('none');
  });

  it('never caches redirects or upstream failures', async () => {
    const forbidden = await render(request('/', { mode: 'FORBIDDEN_SITE' }));
    expect(forbidden.status).toBe(302);
    expect(forbidden.cache).toBe('none');
    const unknown = await render(request('/homeNav/demo/en', { mode: 'NOT_FOUND' }));
    expect(unknown.status).toBe(404);
    expect(unknown.redirect).toBeUndefined();
    expect(unknown.cache).toBe('none');
    const down = await render(request('/homeNav/demo/en', { mode: 'UPSTREAM_UNAVAILABLE' }));
    expect(down.status).toBe(502);
    expect(down.cache).toBe('none');
    expect(down.html).toMatch(/<title>Data acquisition failed<\/title>/);
  });
});
