/**
 * Page stylesheets (server/src/ssr/page-css.ts) with a stand-in render that hands over its emotion CSS: the page
 * links `/_page-css/<hash>.css` where the render left the marker and carries no `<style>`; the sheet is served
 * immutable, by a second replica too when both share Redis (127.0.0.1:6379, a key prefix per run); an unknown hash is
 * a 404 never cached; a sheet that cannot be stored is inlined for that response only, and logged.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { RedisPageStore } from '../../server/src/page-cache/store.js';
import { linkPageCss, PageCssStore, type PageCssStoreOptions, pageCssHash } from '../../server/src/ssr/page-css.js';
import { PAGE_CSS_MARKER, type SsrRender, type SsrResponse } from '../../web/src/ssr-contract.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import type { GatewayApp } from './gateway-app.js';
// the gateway's `pageCache` decorator is declared beside its plugin
import type {} from '../../server/src/plugins/app/page-cache.js';

const prefix = `rc-portal-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
const HOST = 'a.localhost:3000';

/** The CSS a page at `path` gets: shared by every page but `/other`. */
const cssOf = (path: string) => `.css-abc{color:red;}${path === '/other' ? '.css-def{margin:0;}' : ''}`;

const render: SsrRender = async (req) => {
  const path = req.url.split('?')[0]!;
  return {
    status: 200,
    cache: 'page',
    html: `<html><head>${PAGE_CSS_MARKER}</head><body><p class="css-abc">${path}</p></body></html>`,
    pageCss: { css: cssOf(path), ids: path === '/other' ? ['abc', 'def'] : ['abc'] },
  };
};

async function gateway(fakeUrl: string): Promise<GatewayApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    RC_PUB_URL: fakeUrl,
    SSR: 'on',
    SITE_CONFIG_TTL_MS: '0',
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0', // no 503 OVERLOADED on a loaded CI machine (tests/gateway/gateway-app.ts)
    LOG_LEVEL: 'silent',
    REDIS_URL: 'redis://127.0.0.1:6379',
    PAGE_CACHE_REDIS_PREFIX: prefix,
  });
  const app = await buildApp(config, { logger: false, ssr: { render, template: '' } });
  await app.ready();
  return app;
}

function sheetHref(html: string): string | undefined {
  return /<link rel="stylesheet" href="(\/_page-css\/[A-Za-z0-9_-]{22}\.css)" data-emotion-ids="abc">/.exec(html)?.[1];
}

let fake: FakeRcPub;
let replica1: GatewayApp;
let replica2: GatewayApp;

beforeAll(async () => {
  fake = await startFakeRcPub();
  replica1 = await gateway(fake.url);
  replica2 = await gateway(fake.url);
});
afterAll(async () => {
  if (replica1?.pageCache?.store instanceof RedisPageStore) {
    const redis = replica1.pageCache.store.redis; // the same Redis (page and sheet keys share the prefix)
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  await replica1?.close();
  await replica2?.close();
  await fake?.close();
});

describe('page stylesheets through the gateway', () => {
  it('links one content-addressed sheet instead of inline style, shared by pages with the same CSS', async () => {
    const home = await replica1.inject({ url: '/', headers: { host: HOST } });
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('<style');
    expect(home.body).not.toContain(PAGE_CSS_MARKER);
    const href = sheetHref(home.body);
    expect(href).toBe(`/_page-css/${pageCssHash(cssOf('/'))}.css`);
    const again = await replica1.inject({ url: '/news', headers: { host: HOST } });
    expect(sheetHref(again.body)).toBe(href);
    const other = await replica1.inject({ url: '/other', headers: { host: HOST } });
    expect(other.body).toContain('data-emotion-ids="abc def"');
    expect(other.body).not.toContain(href!);

    const css = await replica1.inject({ url: href!, headers: { host: HOST, 'accept-encoding': 'identity' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toBe(cssOf('/'));
    const cached = await replica1.inject({ url: href!, headers: { 'if-none-match': String(css.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('serves a sheet another replica produced (shared through Redis)', async () => {
    const page = await replica1.inject({ url: '/shared', headers: { host: HOST } });
    const href = sheetHref(page.body)!;
    const css = await replica2.inject({ url: href, headers: { host: HOST, 'accept-encoding': 'br' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBe('br');
  });

  it('answers an unknown hash 404 with no-store', async () => {
    const res = await replica1.inject({ url: `/_page-css/${pageCssHash('nothing')}.css`, headers: { host: HOST } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('when the sheet cannot be stored', () => {
  const warnings: string[] = [];
  const log = { warn: (_o: unknown, msg: string) => warnings.push(msg) } as unknown as PageCssStoreOptions['log'];
  const page = (css: string): SsrResponse => ({
    status: 200,
    cache: 'page',
    html: `<html><head>${PAGE_CSS_MARKER}</head><body></body></html>`,
    pageCss: { css, ids: ['abc'] },
  });

  it.each([
    ['larger than the store', () => new PageCssStore({ log, maxBytes: 64 })],
    ['Redis failing', () => new PageCssStore({ log, redisUrl: 'redis://127.0.0.1:1' })],
  ])('%s: inlined for this response only, and logged', async (_name, makeStore) => {
    const store = makeStore();
    warnings.length = 0;
    const res = page(`.css-abc{content:"</style>";}${'.css-abc{color:red;}'.repeat(10)}`);
    await linkPageCss(res, store);
    expect(res.html).toContain(`<style data-emotion-ids="abc">.css-abc{content:"<\\/style>";}`);
    expect(res.html).not.toContain('/_page-css/');
    expect(res.cache).toBe('none');
    expect(res.pageCss).toBeUndefined();
    expect(warnings).toHaveLength(1);
    await store.close();
  });
});
